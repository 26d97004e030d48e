import type { APIEmbed } from 'discord.js';
import { type DwzGame, estimateDwz, evaluateTournamentDwz } from '../../core/dwz/index.ts';
import { makeDwzReportTable, renderTextTable } from '../../core/report/index.ts';
import { estimateElo } from '../../core/elo/index.ts';
import { coreError } from '../../core/errors/index.ts';
import { gameForPlayer, parseRatedGames } from '../../core/index.ts';
import { coreFailure, UserError } from '../errors.ts';
import { codeBlock } from '../format/text.ts';
import { formatNumber, t } from '../i18n/index.ts';
import { requireArbiter } from '../preconditions.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import * as repo from '../storage/repo.ts';
import { loadSelected } from './common.ts';

export interface RatingInput {
  readonly dwz?: number;
  readonly dwzIndex?: number;
  readonly fide?: number;
  readonly birthYear?: number;
}

/** A member stores DWZ (with index), FIDE rating and birth year for this server. */
export async function setRating(input: RatingInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const old = await repo.getMemberRatings(q, ctx.guildId, ctx.userId);
    const r = {
      guildId: ctx.guildId,
      userId: ctx.userId,
      dwz: input.dwz ?? old?.dwz ?? null,
      dwzIndex: input.dwzIndex ?? old?.dwz_index ?? null,
      fide: input.fide ?? old?.fide ?? null,
      birthYear: input.birthYear ?? old?.birth_year ?? null,
    };
    await repo.setMemberRatings(q, r);
    const parts = [
      r.dwz !== null ? `DWZ ${r.dwz}${r.dwzIndex !== null ? `-${r.dwzIndex}` : ''}` : undefined,
      r.fide !== null ? `FIDE ${r.fide}` : undefined,
      r.birthYear !== null ? `${ctx.locale === 'de' ? 'Jahrgang' : 'born'} ${r.birthYear}` : undefined,
    ].filter((x) => x !== undefined);
    return { content: t(ctx.locale, 'ratingSaved', { ratings: parts.join(', ') || '—' }), ephemeral: true };
  });
}

/**
 * Games in the core's rated-games grammar, as `rochade dwz estimate --games` reads them:
 * `1:1900,0.5:2000,0:2100` (score:opponent rating; commas, semicolons or spaces between games;
 * `½`, `=` for a draw; `none` or `-` for an unrated opponent). The refusal quotes the game that
 * cannot be read.
 */
export function parseGames(text: string): DwzGame[] {
  const r = parseRatedGames(text);
  if (!r.ok) throw new UserError('badGames', { text: r.error.found ?? text });
  if (r.value.length === 0) throw new UserError('badGames', { text });
  return r.value.map((g) => (g.opponentRating === undefined ? { score: g.score } : { ...g }));
}

const today = (ctx: Ctx): string => ctx.now.toISOString().slice(0, 10);

export interface DwzEstimateInput {
  readonly rating?: number;
  readonly index?: number;
  readonly birthYear?: number;
  readonly games?: string;
  /** Use the member's games in the selected tournament. */
  readonly tournament?: boolean;
}

/** Quick DWZ estimate; says which rule version it used and that it is unofficial. */
export async function dwzEstimate(input: DwzEstimateInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  const own = await repo.getMemberRatings(deps.store.db, ctx.guildId, ctx.userId);
  // Without a saved DWZ: the server's imported player list (the member's /dwz link, else their name).
  const listed =
    own?.dwz != null
      ? undefined
      : await repo.findMemberInList(deps.store.db, ctx.guildId, { userId: ctx.userId, name: ctx.userName });
  const saved = listed
    ? { dwz: listed.dwz, dwz_index: listed.dwz_index, birth_year: own?.birth_year ?? listed.birth_year }
    : own;
  const rating = input.rating ?? saved?.dwz ?? undefined;
  const index = input.rating !== undefined ? input.index : (input.index ?? saved?.dwz_index ?? undefined);
  const birthYear = input.birthYear ?? saved?.birth_year ?? undefined;
  let games: DwzGame[];
  if (input.tournament) {
    const lt = await loadSelected(deps.store.db, ctx);
    const me = lt.players.find((p) => p.user_id === ctx.userId);
    if (!me) throw new UserError('notRegistered');
    const byNo = new Map(lt.players.map((p) => [p.start_no, p]));
    games = [];
    for (const g of lt.tournament.games) {
      if (g.white !== me.start_no && g.black !== me.start_no) continue;
      const r = gameForPlayer(g, me.start_no);
      if (r.kind !== 'played' || g.unrated) continue; // forfeits and open games are not rated
      const opp = byNo.get(r.opponent)?.dwz ?? undefined;
      games.push({
        score: r.outcome === 'win' ? 2 : r.outcome === 'draw' ? 1 : 0,
        ...(opp !== undefined ? { opponentRating: opp } : {}),
      });
    }
  } else {
    games = parseGames(input.games ?? '');
  }
  const e = estimateDwz({
    ...(rating !== undefined ? { rating: index !== undefined ? { rating, index } : { rating } } : {}),
    ...(birthYear !== undefined ? { birthYear } : {}),
    endDate: today(ctx),
    games,
  });
  if (!e.ok) throw coreFailure('estimateFailed', coreError.dwz(e.error));
  const v = e.value;
  const lines: string[] = [];
  if (v.Rn !== undefined) {
    lines.push(
      t(ctx.locale, 'dwzEstimate', {
        old: v.Ro !== undefined ? `${v.Ro}${v.index !== undefined ? `-${v.index}` : ''}` : '—',
        new: v.Rn,
        index: v.indexNew ?? '—',
        games: v.n,
        score: formatNumber(v.W, ctx.locale),
        expected: v.We !== undefined ? formatNumber(Math.round(v.We * 1000) / 1000, ctx.locale) : '—',
        rules: v.rules,
      }),
    );
  } else {
    lines.push(
      `${v.status}: ${v.notes.join(' ')}`.trim(),
      `${ctx.locale === 'de' ? 'Regeln' : 'Rules'}: ${v.rules}.`,
    );
  }
  if (v.converted) lines.push(`Umstufung 2026: ${v.converted.from} → ${v.converted.to}`);
  for (const n of v.notes.slice(0, 3)) if (v.Rn !== undefined) lines.push(`• ${n}`);
  return { embeds: [estimateEmbed(t(ctx.locale, 'dwzEstimateTitle'), lines.join('\n'), ctx)] };
}

const estimateEmbed = (title: string, description: string, ctx: Ctx): APIEmbed => ({
  title,
  description,
  footer: { text: t(ctx.locale, 'unofficial') },
});

/** What a win, draw or loss against one opponent would do to the member's DWZ. */
export async function dwzWhatIf(
  input: { rating?: number; index?: number; birthYear?: number; opponent: number },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const saved = await repo.getMemberRatings(deps.store.db, ctx.guildId, ctx.userId);
  const rating = input.rating ?? saved?.dwz ?? undefined;
  if (rating === undefined) throw new UserError('needRating');
  const index = input.rating !== undefined ? input.index : (input.index ?? saved?.dwz_index ?? undefined);
  const birthYear = input.birthYear ?? saved?.birth_year ?? undefined;
  const e = estimateDwz({
    rating: index !== undefined ? { rating, index } : { rating },
    ...(birthYear !== undefined ? { birthYear } : {}),
    endDate: today(ctx),
    games: [],
    nextOpponent: input.opponent,
  });
  if (!e.ok) throw coreFailure('estimateFailed', coreError.dwz(e.error));
  const w = e.value.whatIf ?? {};
  const show = (x: number | undefined): string => (x === undefined ? '—' : String(x));
  const text = t(ctx.locale, 'dwzWhatIf', {
    opponent: input.opponent,
    win: show(w.win),
    draw: show(w.draw),
    loss: show(w.loss),
    rules: e.value.rules,
  });
  return { embeds: [estimateEmbed(t(ctx.locale, 'dwzEstimateTitle'), text, ctx)] };
}

/** The whole-tournament DWZ evaluation (arbiter). */
export async function dwzTournament(input: { tournament?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  await requireArbiter(ctx, deps);
  const lt = await loadSelected(deps.store.db, ctx, input.tournament);
  const e = evaluateTournamentDwz(lt.tournament, { endDate: today(ctx) });
  if (!e.ok) throw coreFailure('estimateFailed', coreError.dwz(e.error));
  // The report's DWZ table, as the PDF, the site and the CLI show it.
  const table = [
    ...renderTextTable({ ...makeDwzReportTable(e.value, ctx.locale), notes: [] }),
    ...e.value.warnings.map((w) => `warning: ${w}`),
  ].join('\n');
  const title = `${t(ctx.locale, 'dwzEstimateTitle')} — ${lt.row.name} (${e.value.rules})`;
  return {
    embeds: [estimateEmbed(title, codeBlock(table, 3900), ctx)],
    files: [{ name: 'dwz.txt', data: Buffer.from(table, 'utf8') }],
  };
}

/** FIDE Elo change from games `1:1900 0.5:2000`. */
export async function eloEstimate(
  input: { rating?: number; games: string; k?: number; birthYear?: number },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const saved = await repo.getMemberRatings(deps.store.db, ctx.guildId, ctx.userId);
  const rating = input.rating ?? saved?.fide ?? undefined;
  if (rating === undefined) throw new UserError('needRating');
  const games = parseGames(input.games).map((g) => {
    if (g.opponentRating === undefined) throw new UserError('badGames', { text: input.games });
    return { opponentRating: g.opponentRating, score: g.score };
  });
  const birthYear = input.birthYear ?? saved?.birth_year ?? undefined;
  const e = estimateElo({
    rating,
    date: today(ctx),
    games,
    ...(input.k !== undefined ? { K: input.k } : {}),
    ...(birthYear !== undefined ? { age: ctx.now.getUTCFullYear() - birthYear } : {}),
  });
  if (!e.ok) throw coreFailure('estimateFailed', coreError.elo(e.error));
  const v = e.value;
  const text = t(ctx.locale, 'eloEstimate', {
    old: v.Ro,
    new: v.Rn,
    change: `${v.change >= 0 ? '+' : ''}${formatNumber(v.change, ctx.locale)}`,
    games: v.n,
    score: formatNumber(v.W, ctx.locale),
    k: v.K,
    rules: 'FIDE Rating Regulations (K factor by period, 400-point rule)',
  });
  return { embeds: [estimateEmbed(t(ctx.locale, 'eloEstimateTitle'), text, ctx)] };
}
