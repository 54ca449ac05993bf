import { type ComponentsJSON, type TranslationsJSON } from '@nanostores/i18n';

/** A language's catalogue files (`./<code>/<component>.json` → its texts) by component name. */
export function componentsOf(files: Record<string, TranslationsJSON>): ComponentsJSON {
  return Object.fromEntries(
    Object.entries(files).map(([path, texts]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), texts]),
  );
}
