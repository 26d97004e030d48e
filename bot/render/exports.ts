import { makeCrosstable, makeTrf } from '../../core/formats/index.ts';
import type { Tournament } from '../../core/index.ts';
import { makeTournamentJson } from '../../schemas/tournamentJson.ts';

export const EXPORT_FORMATS = ['trf', 'csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The writers of the export formats, as a registry. */
const WRITERS: Record<ExportFormat, (t: Tournament) => string> = {
  trf: (t) => makeTrf(t),
  csv: (t) => makeCrosstable(t, { format: 'csv' }),
  json: (t) => makeTournamentJson(t),
};

/** The tournament written in each of `formats` (CPU only; the bot runs it in the render worker). */
export function buildExports(
  tournament: Tournament,
  formats: readonly ExportFormat[],
): Partial<Record<ExportFormat, string>> {
  return Object.fromEntries(formats.map((f) => [f, WRITERS[f](tournament)]));
}
