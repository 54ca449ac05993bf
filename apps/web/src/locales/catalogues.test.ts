import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n.ts';
import { LOCALES } from '../lib/i18n/locale.ts';

/**
 * The catalogues' completeness (ADR 020): every screen text defined in a `texts.ts` (the English
 * base, `i18n('<component>', {…})`) has its Hindi and Marathi translation with the same placeholders; no
 * catalogue holds a key the base has not; and no base key is left unused by the screens that import it.
 */
const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const FILES = sourceFiles(SRC);
const TEXT_MODULES = FILES.filter((path) => path.endsWith('/texts.ts') && readFileSync(path, 'utf8').includes("i18n('"));
// Importing the modules defines their components: i18n.cache.en then holds every base.
await Promise.all(TEXT_MODULES.map((path) => import(/* @vite-ignore */ path)));
const BASES = (i18n.cache as unknown as Record<string, Record<string, Record<string, unknown>>>).en ?? {};

const CATALOGUES = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
function catalogue(code: string, component: string): Record<string, unknown> | undefined {
  return CATALOGUES[`./${code}/${component}.json`];
}

/** The `{name}` placeholders of a text, or of every string inside a plural's forms. */
function placeholders(text: unknown): string[] {
  const strings = typeof text === 'string' ? [text] : text && typeof text === 'object' ? Object.values(text).map(String) : [];
  return [...new Set(strings.flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)))].sort();
}

describe('the message catalogues', () => {
  it('defines its components in texts.ts files', () => {
    expect(Object.keys(BASES).length).toBeGreaterThan(0);
    expect(Object.keys(BASES).length).toBe(TEXT_MODULES.length);
  });

  for (const code of LOCALES.filter((c) => c !== 'en')) {
    it(`has every key of every component in ${code}, with the same placeholders, and nothing else`, () => {
      const problems: string[] = [];
      for (const [component, base] of Object.entries(BASES)) {
        const translated = catalogue(code, component);
        if (!translated) {
          problems.push(`${code}/${component}.json is missing`);
          continue;
        }
        for (const [key, text] of Object.entries(base)) {
          if (!(key in translated)) problems.push(`${code}/${component}.json: ${key} is missing`);
          else if (placeholders(text).join() !== placeholders(translated[key]).join())
            problems.push(`${code}/${component}.json: ${key} has placeholders ${placeholders(translated[key]).join()} instead of ${placeholders(text).join()}`);
        }
        for (const key of Object.keys(translated)) if (!(key in base)) problems.push(`${code}/${component}.json: ${key} is not in the base`);
      }
      for (const path of Object.keys(CATALOGUES)) {
        const [, file] = /^\.\/\w+\/(.+)\.json$/.exec(path) ?? [];
        if (path.startsWith(`./${code}/`) && file && !(file in BASES)) problems.push(`${path} has no component`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('uses every base key in the files that import its component', () => {
    const unused: string[] = [];
    for (const path of TEXT_MODULES) {
      const source = readFileSync(path, 'utf8');
      for (const [, store, component] of source.matchAll(/export const (\w+) = i18n\('([^']+)'/g)) {
        const users = FILES.filter((file) => file !== path && new RegExp(`import [^;]*\\b${store}\\b[^;]*;`).test(readFileSync(file, 'utf8')));
        const text = users.map((file) => readFileSync(file, 'utf8')).join('\n');
        for (const key of Object.keys(BASES[component as string] ?? {})) {
          if (!new RegExp(`\\.${key}\\b|\\b${key}:|['"]${key}['"]`).test(text)) unused.push(`${relative(SRC, path)}: ${component}.${key}`);
        }
      }
    }
    expect(unused).toEqual([]);
  });
});
