import { pairingSystemOf } from '../pairing/registry.ts';
import type { Tournament } from '../tournament/model.ts';
import type { IsoDate } from '../types.ts';
import { fillLabel, REPORT_LABELS } from './labels.ts';
import type { ReportHeader, ReportLang } from './types.ts';

/** A date as the reader writes it: German 27.11.2026 (DIN 5008), otherwise ISO 8601. */
export function formatReportDate(d: IsoDate, lang: ReportLang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  if (!m || lang !== 'de') return d;
  return `${m[3]}.${m[2]}.${m[1]}`;
}

/** "01.03.2026 – 05.03.2026", one date when both are equal or only one is known. */
export function formatDateRange(t: Tournament, lang: ReportLang): string | undefined {
  const dates = (t.roundDates ?? []).filter((d): d is IsoDate => d !== undefined).sort();
  const from = t.startDate ?? dates[0];
  const to = t.endDate ?? dates[dates.length - 1];
  if (from === undefined) return to === undefined ? undefined : formatReportDate(to, lang);
  if (to === undefined || to === from) return formatReportDate(from, lang);
  return `${formatReportDate(from, lang)} – ${formatReportDate(to, lang)}`;
}

/** The language a tournament is printed in by default: German for German-speaking federations. */
export const defaultReportLang = (t: Tournament): ReportLang =>
  ['GER', 'AUT', 'SUI', 'LIE'].includes((t.federation ?? '').toUpperCase()) ? 'de' : 'en';

/**
 * A local date and time "2026-12-07T18:41" (the front end reads its clock) as the reader writes it:
 * "07.12.2026, 18:41 Uhr" (DIN 5008), "2026-12-07 18:41" (ISO 8601). Unreadable text is shown as given.
 */
export function formatReportTime(at: string, lang: ReportLang): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})/.exec(at);
  if (!m) return at;
  const [, day = '', hh = '', mm = ''] = m;
  return lang === 'de' ? `${formatReportDate(day, lang)}, ${hh}:${mm} Uhr` : `${day} ${hh}:${mm}`;
}

/**
 * The heading of every page: the tournament's name; place, dates; the round when one is shown; and
 * "last updated" when the front end gives its time (`updated`, local "2026-12-07T18:41").
 */
export function makeReportHeader(
  t: Tournament,
  lang: ReportLang,
  round?: number,
  updated?: string,
): ReportHeader {
  const L = REPORT_LABELS[lang];
  const dates = formatDateRange(t, lang);
  const where = [t.city, t.federation].filter((s) => s !== undefined && s !== '').join(', ');
  const first = [where, dates].filter((s) => s !== undefined && s !== '').join(' · ');
  const roundLine =
    round !== undefined && round > 0
      ? `${fillLabel(L.round, { r: round })}${t.rounds > 0 ? ` / ${t.rounds}` : ''}${
          t.roundDates?.[round - 1] ? ` · ${formatReportDate(t.roundDates[round - 1] ?? '', lang)}` : ''
        }`
      : undefined;
  // The pairing system when it is not the default Dutch one (FIDE C.04.2): Dubov, Keizer, ...
  const system = t.kind === 'swiss' ? pairingSystemOf(t) : undefined;
  return {
    name: t.name === '' ? '—' : t.name,
    lines: [
      first,
      system?.id === 'dutch' ? undefined : system?.name,
      roundLine,
      updated ? fillLabel(L.updated, { d: formatReportTime(updated, lang) }) : undefined,
    ].filter((s): s is string => s !== undefined && s !== ''),
  };
}
