import { type Rolldown } from 'vite';

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** The lazy modules of the home screen (/imp) and of the shell every player screen renders in. */
const HOME_ROOTS = [
  /[\\/]src[\\/]app[\\/]routes[\\/]layouts[\\/]header-layout\.tsx$/,
  /[\\/]src[\\/]app[\\/]routes[\\/]home[\\/]home\.tsx$/,
];

/** Whether a chain of static imports leads from a module `isRoot` accepts to `moduleId`. */
function isImportedBy(moduleId: string, ctx: ChunkingContext, isRoot: (id: string) => boolean): boolean {
  const seen = new Set<string>();
  const visit = (id: string): boolean => {
    if (isRoot(id)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return (ctx.getModuleInfo(id)?.importers ?? []).some(visit);
  };
  return visit(moduleId);
}

/**
 * A chunk group's name function (vite.config.ts): 'home' for every module of ours that the home screen
 * and the header shell import statically and the entry does not; null for the others. Without it the
 * bundler cuts them into some twenty files of about a kilobyte and seven stylesheets, each a request
 * before a cold /imp can paint — round trips on a slow network, and style recalculations (ADR 006).
 * vite/route-preloads.ts fails the build if the entry ever loads this chunk.
 */
export function homeChunk(moduleId: string, ctx: ChunkingContext): string | null {
  if (moduleId.includes('node_modules')) return null;
  if (!isImportedBy(moduleId, ctx, (id) => HOME_ROOTS.some((root) => root.test(id)))) return null;
  if (isImportedBy(moduleId, ctx, (id) => ctx.getModuleInfo(id)?.isEntry === true)) return null;
  return 'home';
}
