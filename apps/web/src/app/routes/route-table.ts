import { type ComponentType } from 'react';
import { type RouteObject } from 'react-router';

/** What a route tells its shell: the header title, and whether visitors without a login may see it. */
export type RouteHandle = { title?: string; isPublic?: boolean };

/**
 * A feature's routes, grouped by the shell they render in (SPEC.md section 2):
 * `headerless` (login, register, OTP, password screens), `withHeader` (the player's screens; they
 * need a stored login unless `handle.isPublic`), `standalone` (screens with their own shell).
 */
export type FeatureRoutes = {
  headerless?: RouteObject[];
  withHeader?: RouteObject[];
  standalone?: RouteObject[];
};

/** A route module loaded on first visit: the module's default export is the screen. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load()).default });
}
