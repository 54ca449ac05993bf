/**
 * `@pana/domain/messages`: the catalogue of the rules' and the player API's messages (ADR 020) — the
 * English templates and `translateMessage`. The Hindi and Marathi halves are separate entries
 * (`@pana/domain/messages-hi`, `@pana/domain/messages-mr`) so the web loads only the one it needs.
 */
export {
  MESSAGE_TEMPLATES,
  type MessageCatalogue,
  type MessageTemplate,
  TRANSLATED_PLACEHOLDERS,
} from './templates.ts';
export {
  type CompiledMessages,
  compileMessages,
  isLocale,
  LANGUAGE_TEXT,
  type Locale,
  LOCALES,
  placeholdersOf,
  registerMessages,
  translateMessage,
  translateWith,
} from './translate.ts';
