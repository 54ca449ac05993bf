import { type Plugin } from 'vite';

/** Where the build leaves the list; the server reads it at start (apps/server/src/plugins/web-app.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * The screens a cold visit opens most, and the modules the router loads lazily for them: the home screen
 * (/imp, where the app starts for a stored login and where the installed app opens) needs its shell and
 * its screen.
 */
const ROUTES: Record<string, string[]> = {
  '/imp': ['src/app/routes/layouts/header-layout.tsx', 'src/app/routes/home/home.tsx'],
};

/** What the build writes: per page path, the chunk files (and their CSS) to load with the entry. */
export type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * Writes `.vite/route-preloads.json`: for each screen above, the chunks its lazy modules need (their static
 * imports, transitively) that the entry does not load already, and their CSS. The server names them in
 * that page's index.html (modulepreload links and stylesheets), so a cold visit fetches them together with the
 * entry instead of after it has run (a round trip of some twenty small files less on a slow network;
 * ADR 006). /login and every other page get nothing more.
 */
export function routePreloads(): Plugin {
  return {
    name: 'pana:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle))
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as Chunk);
      const closure = (files: string[]): Set<string> => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file) || !chunks.has(file)) return;
          seen.add(file);
          for (const next of chunks.get(file)?.imports ?? []) visit(next);
        };
        files.forEach(visit);
        return seen;
      };
      const entry = closure([...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const result: RoutePreloads = {};
      for (const [path, modules] of Object.entries(ROUTES)) {
        const roots = modules.map((module) => {
          // The module's own chunk, or the group chunk it was put in (vite/home-chunk.ts).
          const chunk = [...chunks.values()].find((c) =>
            c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)),
          );
          if (!chunk) this.error(`route-preloads: no chunk for ${module} (${path})`);
          return chunk.fileName;
        });
        const loadedWithEntry = [...new Set(roots.filter((file) => entry.has(file)))];
        if (loadedWithEntry.length > 0)
          this.error(`route-preloads: the entry loads ${loadedWithEntry.join(', ')} (${path}); every page would download it`);
        const files = [...closure(roots)].filter((file) => !entry.has(file));
        result[path] = {
          scripts: files.map((file) => `/${file}`),
          styles: [...new Set(files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]))].map(
            (file) => `/${file}`,
          ),
        };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(result, null, 2)}\n` });
    },
  };
}
