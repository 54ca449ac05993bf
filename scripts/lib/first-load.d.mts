/** The types of first-load.mjs (plain JavaScript, so that the bench runs it with node alone). */

export declare const FIRST_LOAD_BUDGET_KB: number;
export declare const VITE_MANIFEST: string;

export interface RawAnswer {
  status: number;
  /** The content-encoding the server sent ('br', 'gzip' or 'identity'). */
  encoding: string;
  /** The body's bytes as they came over the wire. */
  body: Buffer;
}

export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface FirstLoadScript {
  path: string;
  bytes: number;
  encoding: string;
}

export declare function getRaw(url: string | URL): Promise<RawAnswer>;
export declare function decoded(answer: RawAnswer): string;
export declare function pageScripts(html: string): string[];
export declare function staticImports(manifest: Record<string, ViteManifestChunk>, entryFile: string): string[];
export declare function firstLoad(options: { origin: string; dist: string; path?: string }): Promise<{
  scripts: FirstLoadScript[];
  total: number;
  missingPreloads: string[];
}>;
