import { type Locale } from './locale.ts';

/** Where the server renders its chart pages (apps/server/src/modules/charts). */
const CHART_PAGES = /^\/result-charts(\/|$)/;

/**
 * A chart page's address in the player's language (ADR 020): the server words its chart pages in Hindi or
 * Marathi with `?lang=hi|mr`. English, and any address that is not this server's chart page (another site an
 * operator configured), stay exactly as given.
 */
export function chartLinkIn(url: string | undefined, code: Locale): string | undefined {
  if (!url || code === 'en') return url;
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return url;
  }
  if (parsed.origin !== window.location.origin || !CHART_PAGES.test(parsed.pathname)) return url;
  parsed.searchParams.set('lang', code);
  return /^https?:\/\//i.test(url) ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
