import type { APIEmbed } from 'discord.js';
import type { StandingsOptions } from '../../core/standings/index.ts';
import { buildButtonId, type PageButton, type ViewCode, type ViewOptions } from '../discord/customIds.ts';
import { UserError } from '../errors.ts';
import { titleName } from '../format/pairings.ts';
import { codeBlock } from '../format/text.ts';
import { t } from '../i18n/index.ts';
import { buildView, type ViewJob, type ViewResult } from '../render/views.ts';
import type { Ctx, Deps, Reply, ReplyButton } from '../reply.ts';
import * as repo from '../storage/repo.ts';
import type { LoadedTournament } from '../storage/repo.ts';
import { findPlayer, isRoundRobin, selectedState, stateOf } from './common.ts';

/** The three paged views by their code in page-button ids (`bot/discord/customIds.ts`). */
export const VIEWS = { s: 'standings', p: 'pairings', x: 'crosstable' } as const satisfies Record<
  ViewCode,
  string
>;

interface ViewInput {
  readonly tournament?: string;
  /** From a page button: the tournament by id (checked against the server). */
  readonly tournamentId?: number;
  readonly page?: number;
}

/**
 * Views read committed data on the reader connection (they never queue behind a write), the
 * tournament from the process's snapshots.
 */
async function loadView(input: ViewInput, ctx: Ctx, deps: Deps): Promise<LoadedTournament> {
  const q = deps.store.reader;
  if (input.tournamentId === undefined) return selectedState(q, ctx, deps, input.tournament);
  const row = await repo.tournamentById(q, input.tournamentId);
  if (!row || row.guild_id !== ctx.guildId) throw new UserError('noTournament');
  return stateOf(q, row, deps);
}

/**
 * The view built in the render worker (`deps.render`), in-process only without one (unit tests);
 * once per tournament snapshot when the interaction boundary shares views (`deps.views`).
 */
async function built(job: ViewJob, deps: Deps): Promise<Extract<ViewResult, { ok: true }>> {
  const make = (): Promise<ViewResult> =>
    deps.render ? deps.render.view(job) : Promise.resolve(buildView(job));
  const { lt: _lt, ...rest } = job;
  const r = deps.views ? await deps.views.build(job.lt, JSON.stringify(rest), make) : await make();
  if (!r.ok) throw new UserError('importFailed', { reason: r.reason });
  return r;
}

/**
 * A view request shared with the identical requests that arrive while it is built (`deps.views`,
 * bot/render/shared.ts): the key names everything the answer depends on.
 */
function shared(
  view: string,
  input: object,
  ctx: Ctx,
  deps: Deps,
  answer: () => Promise<Reply>,
): Promise<Reply> {
  if (!deps.views) return answer();
  const reply = deps.views.latest(
    JSON.stringify([view, ctx.guildId, ctx.channelId, ctx.locale, input]),
    ctx.received ?? performance.now(),
    answer,
  );
  return deps.aside ? deps.aside(reply) : reply;
}

/**
 * One page of a table as an embed with page buttons; on the first answer of a wide table (always
 * for the crosstable) also the whole table as a picture. Table, page and picture are built off the
 * event loop; here only the embed is put together.
 */
function pagedTable<V extends ViewCode>(
  view: V,
  lt: LoadedTournament,
  title: string,
  r: Extract<ViewResult, { ok: true }>,
  input: ViewInput & { readonly options: ViewOptions[V]; readonly footer?: string },
): Reply {
  const p = r.page;
  const footer = [input.footer, p.pages > 1 ? `${p.page + 1}/${p.pages}` : undefined]
    .filter(Boolean)
    .join(' · ');
  const embed: APIEmbed = {
    title,
    description: codeBlock(p.text, 4000),
    ...(footer !== '' ? { footer: { text: footer } } : {}),
  };
  const first = input.tournamentId === undefined;
  const picture = r.picture
    ? Buffer.from(r.picture.buffer, r.picture.byteOffset, r.picture.byteLength)
    : undefined;
  return {
    embeds: [embed],
    ...(picture ? { files: [{ name: `${VIEWS[view]}.png`, data: picture }] } : {}),
    ...(p.pages > 1 ? { buttons: pageButtons(view, lt.row.id, p.page, p.pages, input.options) } : {}),
    ...(first ? {} : { update: true }),
  };
}

/** What every view job carries. */
const jobBase = (lt: LoadedTournament, title: string, input: ViewInput, ctx: Ctx) => ({
  lt,
  locale: ctx.locale,
  title,
  page: input.page ?? 0,
  withPicture: input.tournamentId === undefined,
});

function pageButtons<V extends ViewCode>(
  view: V,
  id: number,
  page: number,
  pages: number,
  options: ViewOptions[V],
): ReplyButton[] {
  // `view` and `options` belong to the same V; TypeScript cannot correlate a generic with the union.
  const idOf = (to: number): string =>
    buildButtonId({ kind: 'page', view, tournamentId: id, page: to, options } as PageButton);
  return [
    { customId: idOf(page - 1), label: '◀', style: 'secondary', disabled: page === 0 },
    { customId: idOf(page + 1), label: '▶', style: 'secondary', disabled: page >= pages - 1 },
  ];
}

/** A page button pressed: the same view at another page, replacing the message. */
export function showPage(b: PageButton, ctx: Ctx, deps: Deps): Promise<Reply> {
  const at = { tournamentId: b.tournamentId, page: b.page };
  if (b.view === 'p') return showPairings({ ...at, ...b.options }, ctx, deps);
  if (b.view === 'x') return showCrosstable(at, ctx, deps);
  return showStandings({ ...at, ...b.options }, ctx, deps);
}

export function showPairings(
  input: ViewInput & { round?: number | undefined; player?: string | undefined },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  return shared('pairings', input, ctx, deps, () => pairingsReply(input, ctx, deps));
}

async function pairingsReply(
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
  const r = await built(
    { ...jobBase(lt, title, input, ctx), view: 'pairings', round, ...(only !== undefined ? { only } : {}) },
    deps,
  );
  const byes = r.notes;
  if (r.rows === 0 && byes.length === 0)
    return { embeds: [{ title, description: t(ctx.locale, 'noPairings', { round }) }] };
  if (r.rows === 0) return { embeds: [{ title, description: byes.join('\n') }] };
  return pagedTable('p', lt, title, r, { ...input, options: { round }, footer: byes.join(' · ') });
}

/** Tiebreak codes from free text: "BH/C1 BH SB" or "BH/C1, BH, SB". */
export const parseTiebreakList = (text: string | undefined): string[] | undefined =>
  text === undefined || text.trim() === '' ? undefined : text.split(/[\s,;]+/).filter((s) => s !== '');

/** Standings options: the tiebreaks asked for, else the tournament's own. */
function standingsOptions(
  lt: LoadedTournament,
  tiebreaksText?: string,
  afterRound?: number,
): StandingsOptions {
  const tiebreaks = parseTiebreakList(tiebreaksText) ?? lt.extra.tiebreaks;
  return {
    ...(tiebreaks ? { tiebreaks } : {}),
    ...(afterRound !== undefined ? { afterRound } : {}),
  };
}

type StandingsInput = ViewInput & { tiebreaks?: string; afterRound?: number; phone?: boolean };

export function showStandings(input: StandingsInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  return shared('standings', input, ctx, deps, () => standingsReply(input, ctx, deps));
}

async function standingsReply(input: StandingsInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const lt = await loadView(input, ctx, deps);
  const tournament = titleName(lt.row.name);
  const title =
    input.afterRound !== undefined
      ? t(ctx.locale, 'standingsAfter', { tournament, round: input.afterRound })
      : t(ctx.locale, 'standingsTitle', { tournament });
  const standings = standingsOptions(lt, input.tiebreaks, input.afterRound);
  const r = await built(
    {
      ...jobBase(lt, title, input, ctx),
      view: 'standings',
      standings,
      ...(input.phone ? { phone: true } : {}),
    },
    deps,
  );
  const options = {
    ...(input.afterRound !== undefined ? { afterRound: input.afterRound } : {}),
    ...(input.tiebreaks !== undefined ? { tiebreaks: input.tiebreaks } : {}),
  };
  return pagedTable('s', lt, title, r, { ...input, options, footer: r.notes.join('\n') });
}

export function showCrosstable(input: ViewInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  return shared('crosstable', input, ctx, deps, () => crosstableReply(input, ctx, deps));
}

async function crosstableReply(input: ViewInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const lt = await loadView(input, ctx, deps);
  const title = t(ctx.locale, 'crosstableTitle', { tournament: titleName(lt.row.name) });
  const job = {
    ...jobBase(lt, title, input, ctx),
    view: 'crosstable',
    roundRobin: isRoundRobin(lt.row.kind),
    standings: standingsOptions(lt),
  } as const;
  return pagedTable('x', lt, title, await built(job, deps), { ...input, options: {} });
}
