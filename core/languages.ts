/**
 * The languages Rochade writes for readers: error messages, reports, the bot's replies and the
 * add-on's dialogs. Every text table is keyed by these; a language is added here and nowhere else.
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (s: string): s is Language => (LANGUAGES as readonly string[]).includes(s);
