import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../../config/env.ts';
import { loadLocale } from '../../lib/i18n/i18n.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { routes } from '../router.tsx';
import { type RouteHandle } from './route-table.ts';
import { routeTitle } from './route-title.ts';

/** Every title a route's handle names, in the whole route tree. */
function titles(list: readonly { handle?: unknown; children?: unknown }[]): string[] {
  return list.flatMap((route) => [
    ...((route.handle as RouteHandle | undefined)?.title ? [(route.handle as RouteHandle).title as string] : []),
    ...(Array.isArray(route.children) ? titles(route.children as { handle?: unknown }[]) : []),
  ]);
}

const TITLES = [...new Set(titles(routes))];

/** The app's name, the console's (English only, ADR 020) and SP DP TP (the same letters in every language). */
const SAME_IN_EVERY_LANGUAGE = new Set([env.appName, 'Operator console', 'SP DP TP']);

afterEach(() => locale.set('en'));

describe('the screens’ titles', () => {
  it('are the handles’ English words in English', () => {
    expect(TITLES.length).toBeGreaterThan(40);
    for (const title of TITLES) expect(routeTitle(title)).toBe(title);
  });

  for (const code of ['hi', 'mr'] as const) {
    it(`are all translated in ${code} (a new screen's title cannot stay English), the app's name kept`, async () => {
      await loadLocale(code);
      const english = TITLES.filter((title) => !SAME_IN_EVERY_LANGUAGE.has(title) && routeTitle(title) === title);
      expect(english).toEqual([]);
      expect(routeTitle('Single Digit')).toMatch(/[\u0900-\u097F]/);
      expect(routeTitle(env.appName)).toBe(env.appName);
    });
  }
});
