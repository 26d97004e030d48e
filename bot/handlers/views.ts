import type { APIEmbed } from 'discord.js';
import { computeStandings, type Standings } from '../../core/standings/index.ts';
import { UserError } from '../errors.ts';
import { roundRobinCrosstable, swissCrosstable } from '../format/crosstable.ts';
import { pairingsByes, pairingsTable, titleName } from '../format/pairings.ts';
import { renderTablePicture } from '../format/picture.ts';
import { standingsTable } from '../format/standings.ts';
import { type Table, tablePage } from '../format/table.ts';
import { codeBlock } from '../format/text.ts';
import { t } from '../i18n/index.ts';
import type { Ctx, Deps, Reply, ReplyButton } from '../reply.ts';
import * as repo from '../storage/repo.ts';
import type { LoadedTournament } from '../storage/repo.ts';
import { findPlayer, isRoundRobin, loadSelected } from './common.ts';

/** The three paged views and their page-button prefixes (`pg:s:<tournament>:<page>:<arg>`). */
export const VIEWS = { s: 'standings', p: 'pairings', x: 'crosstable' } as const;
export type ViewCode = keyof typeof VIEWS;

interface ViewInput {
  readonly tournament?: string;
  /** From a page button: the tournament by id (checked against the server). */
  readonly tournamentId?: number;
  readonly page?: number;
}

/** Views read committed data on the reader connection: they never queue behind a write. */
async function loadView(input: ViewInput, ctx: Ctx, deps: Deps): Promise<LoadedTournament> {
  const q = deps.store.reader;
  if (input.tournamentId === undefined) return loadSelected(q, ctx, input.tournament);
  const row = await repo.tournamentById(q, input.tournamentId);
  if (!row || row.guild_id !== ctx.guildId) throw new UserError('noTournament');
  return repo.loadTournament(q, row);
}

/** Tables wider than this (characters) also get a picture: embeds wrap long lines on phones. */
export const WIDE_TABLE = 56;

/**
 * One page of a table as an embed with page buttons; on the first answer of a wide table (always
 * for the crosstable) also the whole table as a picture, drawn in the render worker
 * (`deps.render`), in-process only without one (unit tests).
 */
async function pagedTable(
  view: ViewCode,
  lt: LoadedTournament,
  title: string,
  table: Table,
  input: ViewInput & { readonly arg?: string; readonly footer?: string },
  deps: Deps,
): Promise<Reply> {
  const p = tablePage(table, input.page ?? 0);
  const footer = [input.footer, p.pages > 1 ? `${p.page + 1}/${p.pages}` : undefined]
    .filter(Boolean)
    .join(' · ');
  const embed: APIEmbed = {
    title,
    description: codeBlock(p.text, 4000),
    ...(footer !== '' ? { footer: { text: footer } } : {}),
  };
  const first = input.tournamentId === undefined;
  const wide = view === 'x' || p.text.split('\n').some((l) => l.length > WIDE_TABLE);
  const picture =
    first && wide && table.rows.length > 0
      ? await (deps.render ? deps.render.picture({ title, table }) : renderTablePicture({ title, table }))
      : undefined;
  return {
    embeds: [embed],
    ...(picture ? { files: [{ name: `${VIEWS[view]}.png`, data: picture }] } : {}),
    ...(p.pages > 1 ? { buttons: pageButtons(view, lt.row.id, p.page, p.pages, input.arg ?? '') } : {}),
    ...(first ? {} : { update: true }),
  };
}

function pageButtons(view: ViewCode, id: number, page: number, pages: number, arg: string): ReplyButton[] {
  const idOf = (to: number): string => {
    const full = `pg:${view}:${id}:${to}:${arg}`;
    return full.length <= 100 ? full : `pg:${view}:${id}:${to}:`;
  };
  return [
    { customId: idOf(page - 1), label: '◀', style: 'secondary', disabled: page === 0 },
    { customId: idOf(page + 1), label: '▶', style: 'secondary', disabled: page >= pages - 1 },
  ];
}

export interface PageButton {
  readonly view: ViewCode;
  readonly tournamentId: number;
  readonly page: number;
  readonly arg: string;
}

export function parsePageButton(customId: string): PageButton | undefined {
  const m = /^pg:([spx]):(\d+):(-?\d+):(.*)$/.exec(customId);
  if (!m) return undefined;
  return { view: m[1] as ViewCode, tournamentId: Number(m[2]), page: Number(m[3]), arg: m[4] ?? '' };
}

/** A page button pressed: the same view at another page, replacing the message. */
export function showPage(b: PageButton, ctx: Ctx, deps: Deps): Promise<Reply> {
  const at = { tournamentId: b.tournamentId, page: b.page };
  if (b.view === 'p') return showPairings({ ...at, round: Number(b.arg) || undefined }, ctx, deps);
  if (b.view === 'x') return showCrosstable(at, ctx, deps);
  const [after = '', tiebreaks = ''] = b.arg.split('|');
  return showStandings(
    {
      ...at,
      ...(after !== '' ? { afterRound: Number(after) } : {}),
      ...(tiebreaks !== '' ? { tiebreaks } : {}),
    },
    ctx,
    deps,
  );
}

export async function showPairings(
  input: ViewInput & { round?: number | undefined; player?: string | undefined },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const lt = await loadView(input, ctx, deps);
  const round = input.round ?? lt.row.current_round;
  if (round < 1 || (lt.row.rounds > 0 && round > lt.row.rounds))
    throw new UserError('badRound', { round, max: lt.row.rounds || lt.row.current_round });
  const only = input.player !== undefined ? findPlayer(lt, input.player).start_no : undefined;
  const title = t(ctx.locale, 'pairingsTitle', { tournament: titleName(lt.row.name), round });
  const table = pairingsTable(lt, round, ctx.locale, only);
  const byes = pairingsByes(lt, round, ctx.locale, only);
  if (table.rows.length === 0 && byes.length === 0)
    return { embeds: [{ title, description: t(ctx.locale, 'noPairings', { round }) }] };
  if (table.rows.length === 0) return { embeds: [{ title, description: byes.join('\n') }] };
  return pagedTable('p', lt, title, table, { ...input, arg: String(round), footer: byes.join(' · ') }, deps);
}

/** Tiebreak codes from free text: "BH/C1 BH SB" or "BH/C1, BH, SB". */
export const parseTiebreakList = (text: string | undefined): string[] | undefined =>
  text === undefined || text.trim() === '' ? undefined : text.split(/[\s,;]+/).filter((s) => s !== '');

/** Standings computed in the render worker (`deps.render`), in-process only without one. */
async function standingsOf(
  lt: LoadedTournament,
  deps: Deps,
  tiebreaksText?: string,
  afterRound?: number,
): Promise<Standings> {
  const tiebreaks = parseTiebreakList(tiebreaksText) ?? lt.extra.tiebreaks;
  const options = {
    ...(tiebreaks ? { tiebreaks } : {}),
    ...(afterRound !== undefined ? { afterRound } : {}),
  };
  const s = deps.render
    ? await deps.render.standings(lt.tournament, options)
    : computeStandings(lt.tournament, options);
  if (!s.ok) throw new UserError('importFailed', { reason: s.error.message });
  return s.value;
}

export async function showStandings(
  input: ViewInput & { tiebreaks?: string; afterRound?: number },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const lt = await loadView(input, ctx, deps);
  const s = await standingsOf(lt, deps, input.tiebreaks, input.afterRound);
  const tournament = titleName(lt.row.name);
  const title =
    input.afterRound !== undefined
      ? t(ctx.locale, 'standingsAfter', { tournament, round: input.afterRound })
      : t(ctx.locale, 'standingsTitle', { tournament });
  const warnings = s.warnings.map((w) => `⚠ ${w}`).join('\n');
  const arg = `${input.afterRound ?? ''}|${input.tiebreaks ?? ''}`;
  return pagedTable('s', lt, title, standingsTable(s, ctx.locale), { ...input, arg, footer: warnings }, deps);
}

export async function showCrosstable(input: ViewInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const lt = await loadView(input, ctx, deps);
  const title = t(ctx.locale, 'crosstableTitle', { tournament: titleName(lt.row.name) });
  const table = isRoundRobin(lt.row.kind)
    ? roundRobinCrosstable(lt)
    : swissCrosstable(lt, await standingsOf(lt, deps), ctx.locale);
  return pagedTable('x', lt, title, table, input, deps);
}
