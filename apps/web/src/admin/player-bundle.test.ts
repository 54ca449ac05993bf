import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The console must never enter the player's bundle (docs/budgets.md: /login's first load
 * ≤ 120 KB gzip). What a first load fetches is src/main.tsx and everything it imports statically;
 * `import()` starts a lazy chunk. This walks that static graph over the source files.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Static imports and re-exports of a module (type-only statements are erased and skipped). */
function staticImports(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers: string[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of withoutComments.matchAll(pattern)) {
    if (!match[2]) specifiers.push(match[3]!);
  }
  return specifiers;
}

function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (/\.(tsx?)$/.test(target) && existsSync(target)) queue.push(target);
    }
  }
  return seen;
}

describe("the player's bundle", () => {
  it('holds no console module: the first load reaches src/admin only through import()', () => {
    const graph = [...staticGraph(join(src, 'main.tsx'))].map((file) => relative(src, file));
    expect(graph).toContain('app/router.tsx');
    expect(graph).toContain('app/routes/auth/login.tsx');
    expect(graph.filter((file) => file.startsWith('admin/'))).toEqual([]);
  });

  it('routes /admin to the console through a lazy import', () => {
    const router = readFileSync(join(src, 'app/router.tsx'), 'utf8');
    expect(router).toMatch(
      /path: `\$\{paths\.admin\}\/\*`,\s*lazy: lazyScreen\(\(\) => import\('\.\.\/admin\/admin-route\.tsx'\)\)/,
    );
    expect(staticImports(router).some((specifier) => specifier.includes('admin/'))).toBe(false);
  });

  it('notices a static import of console code (the check can fail)', () => {
    expect(staticImports("import { x } from '../admin/admin-app.tsx';\nconst y = import('./lazy.tsx');")).toEqual([
      '../admin/admin-app.tsx',
    ]);
    expect(staticImports("import type { Me } from '../admin/api/auth.ts';\nexport { a } from './a.ts';")).toEqual([
      './a.ts',
    ]);
  });
});
