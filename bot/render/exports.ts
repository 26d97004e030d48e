import { makeCrosstable, makeTrf } from '../../core/formats/index.ts';
import {
  makeCrosstableTable,
  makeReportHeader,
  makeStandingsTable,
  makeStartList,
  type ReportTable,
} from '../../core/report/index.ts';
import { lastPlayedRound, type Tournament } from '../../core/index.ts';
import { computeStandings } from '../../core/standings/index.ts';
import { renderReportPdf } from '../../print/pdf.ts';
import { makeTournamentJson } from '../../schemas/tournamentJson.ts';
import type { Locale } from '../i18n/index.ts';

export const EXPORT_FORMATS = ['trf', 'csv', 'json', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The PDF for the notice board (the same tables `rochade print` writes): the start list, then the
 * standings and the crosstable once a round has results.
 */
/** The server's local time as the heading's "last updated" takes it ("2026-12-07T18:41"). */
const localNow = (d = new Date()): string => {
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
};

async function exportPdf(t: Tournament, locale: Locale): Promise<Uint8Array> {
  const tables: ReportTable[] = [makeStartList(t, locale)];
  const played = lastPlayedRound(t);
  const s = played > 0 ? computeStandings(t, {}) : undefined;
  if (s?.ok) tables.push(makeStandingsTable(t, s.value, locale), makeCrosstableTable(t, s.value, locale));
  const pdf = await renderReportPdf({
    header: makeReportHeader(t, locale, played || undefined, localNow()),
    tables,
    lang: locale,
  });
  return pdf.bytes;
}

/** The writers of the export formats, as a registry. */
const WRITERS: Record<ExportFormat, (t: Tournament, locale: Locale) => string | Promise<Uint8Array>> = {
  trf: (t) => makeTrf(t),
  csv: (t) => makeCrosstable(t, { format: 'csv' }),
  json: (t) => makeTournamentJson(t),
  pdf: exportPdf,
};

/** The tournament written in each of `formats` (CPU only; the bot runs it in the render worker). */
export async function buildExports(
  tournament: Tournament,
  formats: readonly ExportFormat[],
  locale: Locale = 'en',
): Promise<Partial<Record<ExportFormat, string | Uint8Array>>> {
  const out: Partial<Record<ExportFormat, string | Uint8Array>> = {};
  for (const f of formats) out[f] = await WRITERS[f](tournament, locale);
  return out;
}
