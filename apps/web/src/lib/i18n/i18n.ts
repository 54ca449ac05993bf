import { type ComponentsJSON, createI18n } from '@nanostores/i18n';
import { writeJson } from '../storage.ts';
import { isLocale, type Locale, locale, LOCALE_STORAGE_KEY } from './locale.ts';

/**
 * The Hindi and Marathi catalogues of the screens (src/locales/<code>/<component>.json), one lazy chunk per
 * language (src/locales/<code>.ts), fetched in one request when the language is chosen (`loadLocale`), so a
 * screen opened later never flashes English first. Only these two loaders are in /login's first load, not a
 * table of every file (ADR 006).
 */
const CATALOGUES: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ default: ComponentsJSON }>>> = {
  hi: () => import('../../locales/hi.ts'),
  mr: () => import('../../locales/mr.ts'),
};

/** Every component's catalogue of a language. A catalogue that cannot be fetched (offline) leaves the screens in English. */
export async function loadCatalogue(code: string): Promise<ComponentsJSON> {
  if (!isLocale(code) || code === 'en') return {};
  return CATALOGUES[code]().then(
    (module) => module.default,
    () => ({}),
  );
}

/**
 * The screens' texts (ADR 020): each feature defines its component with its English words,
 * `i18n('auth', { loginTitle: 'Login To Play' })`, and reads them with `useMessages`.
 */
export const i18n = createI18n(locale, { baseLocale: 'en', get: (code) => loadCatalogue(code) });

const cache = i18n.cache as unknown as Record<string, ComponentsJSON | undefined>;

/** `translateMessage`, once the domain catalogue's code has arrived with a language's half; null before. */
let translate: ((code: Locale, english: string) => string) | null = null;

/**
 * The shared catalogue of the rules' and the server's messages in a language (@pana/domain/messages-hi,
 * -mr; ADR 020): the toasts and field errors translate the domain's English messages with it
 * (`shownMessage`). Its code and each half are lazy chunks, fetched with the screens' catalogues, so
 * /login's first load does not carry them.
 */
const DOMAIN_MESSAGES: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<void>>> = {
  hi: async () => {
    const [domain, half] = await Promise.all([import('@pana/domain/messages'), import('@pana/domain/messages-hi')]);
    domain.registerMessages('hi', half.MESSAGES_HI);
    translate = domain.translateMessage;
  },
  mr: async () => {
    const [domain, half] = await Promise.all([import('@pana/domain/messages'), import('@pana/domain/messages-mr')]);
    domain.registerMessages('mr', half.MESSAGES_MR);
    translate = domain.translateMessage;
  },
};

/**
 * An English message of the rules or the server in the chosen language (a bid check, a zod form's message,
 * "Number 345 is not valid" with its value put back); a message the catalogue does not know, or one already
 * translated (the server's `msg` with X-Pana-Lang), comes back as it is.
 */
export function shownMessage(english: string, code: Locale = locale.get()): string {
  return translate && code !== 'en' ? translate(code, english) : english;
}
const domainLoaded = new Set<Locale>();

async function loadDomainMessages(code: Exclude<Locale, 'en'>): Promise<void> {
  if (domainLoaded.has(code)) return;
  // Offline: the domain's messages stay English until the language is chosen again.
  await DOMAIN_MESSAGES[code]().then(
    () => domainLoaded.add(code),
    () => undefined,
  );
}

/** Fetches a language's catalogues, then shows the screens in it (no English flash on the way). */
export async function loadLocale(code: Locale): Promise<void> {
  if (code !== 'en') {
    const [catalogue] = await Promise.all([cache[code] ?? loadCatalogue(code), loadDomainMessages(code)]);
    cache[code] = catalogue;
  }
  locale.set(code);
}

/** The player's choice: shown at once (after its catalogues arrive) and remembered on this device. */
export async function chooseLocale(code: Locale): Promise<void> {
  writeJson(LOCALE_STORAGE_KEY, code);
  await loadLocale(code);
}

// Screen readers and the browser's hyphenation and fonts follow the page's language.
locale.subscribe((code) => {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
});
