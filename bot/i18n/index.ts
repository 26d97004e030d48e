import { LANGUAGES, type Language } from '../../core/index.ts';
import { de } from './de.ts';
import { en, type MessageKey } from './en.ts';

export type { MessageKey } from './en.ts';
/** The bot's reply languages: all of Rochade's (the core's LANGUAGES). */
export const LOCALES = LANGUAGES;
export type Locale = Language;

/** Discord locale ("de", "en-US", "en-GB", ...) → ours; German for `de`, English otherwise. */
export const localeOf = (discordLocale: string | null | undefined): Locale =>
  discordLocale?.toLowerCase().startsWith('de') ? 'de' : 'en';

const TABLES: Record<Locale, Record<MessageKey, string>> = { en, de };

export type Params = Readonly<Record<string, string | number>>;

/** The message in the reader's language with `{name}` placeholders filled (numbers localised). */
export function t(locale: Locale, key: MessageKey, params: Params = {}): string {
  return TABLES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    if (v === undefined) return whole;
    return typeof v === 'number' ? formatNumber(v, locale) : v;
  });
}

/** `4,5` for German readers, `4.5` for English; integers unchanged. */
export function formatNumber(n: number, locale: Locale, fractionDigits?: number): string {
  const s = fractionDigits === undefined ? String(n) : n.toFixed(fractionDigits);
  return locale === 'de' ? s.replace('.', ',') : s;
}

/** Half-points as points in the reader's format: 9 → "4,5" / "4.5". */
export const formatPoints = (half: number, locale: Locale): string => formatNumber(half / 2, locale);
