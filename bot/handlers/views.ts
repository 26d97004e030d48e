import { maxOf } from '../../core/arrays.ts';
import { makeCrosstable } from '../../core/formats/crosstable.ts';
import { computeStandings } from '../../core/standings/index.ts';
import { UserError } from '../errors.ts';
import { renderPairings } from '../format/pairings.ts';
import { renderTablePng } from '../format/png.ts';
import { renderStandings } from '../format/standings.ts';
import { codeBlock } from '../format/text.ts';
import { t } from '../i18n/index.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import { loadSelected } from './common.ts';

/** Tables wider than this (characters) also get a PNG picture: embeds wrap long lines on phones. */
export const WIDE_TABLE = 56;

export async function showPairings(
  input: { tournament?: string; round?: number },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const lt = await loadSelected(deps.store.db, ctx, input.tournament);
  const round = input.round ?? lt.row.current_round;
  if (round < 1 || (lt.row.rounds > 0 && round > lt.row.rounds))
    throw new UserError('badRound', { round, max: lt.row.rounds || lt.row.current_round });
  const r = renderPairings(lt, round, ctx.locale);
  return { embeds: [r.embed] };
}

/** Tiebreak codes from free text: "BH/C1 BH SB" or "BH/C1, BH, SB". */
export const parseTiebreakList = (text: string | undefined): string[] | undefined =>
  text === undefined || text.trim() === '' ? undefined : text.split(/[\s,;]+/).filter((s) => s !== '');

export async function showStandings(
  input: { tournament?: string; tiebreaks?: string; afterRound?: number },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const lt = await loadSelected(deps.store.db, ctx, input.tournament);
  const tiebreaks = parseTiebreakList(input.tiebreaks) ?? lt.extra.tiebreaks;
  const s = computeStandings(lt.tournament, {
    ...(tiebreaks ? { tiebreaks } : {}),
    ...(input.afterRound !== undefined ? { afterRound: input.afterRound } : {}),
  });
  if (!s.ok) throw new UserError('importFailed', { reason: s.error.message });
  const title =
    input.afterRound !== undefined
      ? t(ctx.locale, 'standingsAfter', { tournament: lt.row.name, round: input.afterRound })
      : t(ctx.locale, 'standingsTitle', { tournament: lt.row.name });
  const table = renderStandings(s.value, ctx.locale);
  const warnings = s.value.warnings.length > 0 ? `\n${s.value.warnings.map((w) => `⚠ ${w}`).join('\n')}` : '';
  const wide = table.width > WIDE_TABLE;
  return {
    embeds: [{ title, description: codeBlock(table.text, 4000 - warnings.length) + warnings }],
    ...(wide ? { files: [{ name: 'standings.png', data: renderTablePng(table.text) }] } : {}),
  };
}

export async function showCrosstable(input: { tournament?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  const lt = await loadSelected(deps.store.db, ctx, input.tournament);
  const text = makeCrosstable(lt.tournament, { format: 'text' });
  const width = maxOf(text.split('\n').map((l) => l.length));
  const title = t(ctx.locale, 'crosstableTitle', { tournament: lt.row.name });
  return {
    embeds: [{ title, description: codeBlock(text) }],
    ...(width > WIDE_TABLE ? { files: [{ name: 'crosstable.png', data: renderTablePng(text) }] } : {}),
  };
}
