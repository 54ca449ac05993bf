import { type ComponentType } from 'react';
import { type RouteObject } from 'react-router';
import { importWithRetry } from '../../lib/retrying-import.ts';

/** What a route tells its shell: the header title, and whether visitors without a login may see it. */
export type RouteHandle = { title?: string; isPublic?: boolean };

/**
 * A feature's routes, grouped by the shell they render in (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps):
 * `headerless` (login, register, OTP, password screens), `withHeader` (the player's screens; they
 * need a stored login unless `handle.isPublic`), `standalone` (screens with their own shell).
 */
export type FeatureRoutes = {
  headerless?: RouteObject[];
  withHeader?: RouteObject[];
  standalone?: RouteObject[];
};

/**
 * A route module loaded on first visit: the module's default export is the screen. A failed load is
 * tried again, then the page reloads once; after that the screen's error card says so (ADR 006).
 * The lazy function itself never rejects: React Router 7 renders nothing at all — a blank page, no
 * error element — when a route's `lazy` rejects. The failure becomes a screen that throws it, which
 * the screen's error card catches like any render error.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): NonNullable<RouteObject['lazy']> {
  return async () => {
    try {
      return { Component: (await importWithRetry(load)).default };
    } catch (error) {
      return {
        Component: function ScreenNotLoaded(): never {
          throw error;
        },
      };
    }
  };
}
