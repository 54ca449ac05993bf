import { type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PLAYER_ROUTES } from '../../../../../e2e/support/player-routes.ts';
import { routes } from '../router.tsx';

/** Every path of the router's tree (the index as '/'), the console's and the not-found page's left out. */
function routerPaths(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' && !route.path.startsWith('/admin') ? [route.path] : []),
    ...routerPaths(route.children ?? []),
  ]);
}

describe('the list of player routes the browser tests visit (e2e/support/player-routes.ts)', () => {
  it('is the router’s, neither more nor less', () => {
    const sorted = (paths: readonly string[]) => [...paths].map((p) => p.toLowerCase()).sort();
    expect(sorted(PLAYER_ROUTES)).toEqual(sorted(routerPaths(routes)));
  });
});
