import { coreError } from '../../core/errors/index.ts';
import {
  formatMatchScore,
  pairingSystemOf,
  parseMatchScore,
  secondGameOfMatch,
  type MatchResultError,
} from '../../core/pairing/index.ts';
import type { GameResult } from '../../core/index.ts';
import { correctResult, recordResult } from '../../core/workflow/index.ts';
import { buildButtonId, type ReportAction } from '../discord/customIds.ts';
import { UserError } from '../errors.ts';
import { t } from '../i18n/index.ts';
import { requireArbiter } from '../preconditions.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import { mention, showResult } from '../format/text.ts';
import * as repo from '../storage/repo.ts';
import type { LoadedTournament } from '../storage/repo.ts';
import { nextState } from '../storage/gameStates.ts';
import type { GameRow } from '../storage/schema.ts';
import type { Q } from '../storage/store.ts';
import {
  findPlayer,
  loadSelected,
  playerByNo,
  playerOfUser,
  requireRunning,
  selectedState,
  stateOf,
} from './common.ts';
import { unwrap } from './workflow.ts';

/** Results a player may report, from White's side (`+:-` = White wins by forfeit). */
export const REPORTABLE_RESULTS = ['1-0', '0-1', '1/2-1/2', '+:-', '-:+'] as const;
/** Arbiters may also record a double forfeit or reopen a game. */
export const ARBITER_RESULTS = [...REPORTABLE_RESULTS, '-:-', '*'] as const;

export const confirmId = (gameId: number): string =>
  buildButtonId({ kind: 'report', action: 'confirm', gameId });
export const disputeId = (gameId: number): string =>
  buildButtonId({ kind: 'report', action: 'dispute', gameId });

const nameOf = (lt: LoadedTournament, no: number): string => playerByNo(lt, no)?.name ?? '?';

/**
 * Tells the snapshots the game's row as this transaction leaves it: the only change of a result
 * report, confirmation, dispute or arbiter's set besides the audit log (bot/snapshots.ts).
 */
async function readBack(q: Q, tournamentId: number, gameId: number, deps: Deps): Promise<void> {
  if (!deps.written) return;
  const row = await repo.gameById(q, gameId);
  if (row) deps.written.changedGames(tournamentId, [row]);
}

export interface ReportInput {
  readonly tournament?: string;
  /** The opponent: start number (autocomplete value), mention or name. */
  readonly opponent: string;
  readonly result: (typeof REPORTABLE_RESULTS)[number];
  readonly round?: number;
}

/** A member reports their own game; the first report of a game wins, the opponent then confirms. */
export async function reportResult(input: ReportInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  return report(input, () => Promise.resolve(input.result), ctx, deps);
}

export interface MatchReportInput {
  readonly tournament?: string;
  readonly opponent: string;
  /** The match result, the reporter's points first (`1½-½`, `1,5:0,5`, `2-0`). */
  readonly score: string;
  readonly round?: number;
}

/**
 * A member reports the result of a Double-Swiss match on its game 2 (C.04.5 (2026) Preface): the
 * game-2 result it gives, once game 1 has its result, reported and confirmed like any game.
 */
export async function reportMatch(input: MatchReportInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  return report(
    input,
    async (q, lt, game, mine) => {
      // The reporter's points first; the core reads the score from game 2's White.
      const white = game.white_no === mine;
      const parsed = parseMatchScore(input.score);
      if (!parsed.ok) throw matchRefusal(parsed.error, lt);
      const text = white
        ? input.score
        : formatMatchScore({ white: parsed.value.black, black: parsed.value.white });
      return gameTwoResult(q, lt, game, text, input.score);
    },
    ctx,
    deps,
  );
}

/** The game-2 result a match result (game 2's White first) gives, or the refusal with its reason. */
async function gameTwoResult(
  q: Q,
  lt: LoadedTournament,
  game: GameRow,
  text: string,
  typed: string,
): Promise<GameResult> {
  const model = await repo.workflowModel(q, lt);
  if (pairingSystemOf(model)?.gamesPerPairing !== 2) throw new UserError('matchNotDoubleSwiss');
  const r = secondGameOfMatch(model, { round: game.round, white: game.white_no, black: game.black_no }, text);
  if (!r.ok) throw matchRefusal({ ...r.error, text: typed }, lt, game);
  return r.value;
}

/** One line per reason (C.04.5 (2026) Preface: two games, 2 points in all, colours alternating). */
function matchRefusal(e: MatchResultError, lt: LoadedTournament, game?: GameRow): UserError {
  switch (e.reason) {
    case 'syntax':
      return new UserError('matchSyntax', { text: e.text });
    case 'halfZero':
      return new UserError('matchHalfZero', { text: e.text });
    case 'total':
      return new UserError('matchTotal', { text: e.text });
    case 'notGame2':
      return new UserError('matchNotGame2', { round: e.game1Round ?? '?' });
    case 'ruledOut':
      return new UserError('matchRuledOut', {
        text: e.text,
        round: (game?.round ?? 2) - 1,
        // Game 1 from its White, who is game 2's Black.
        white: game ? nameOf(lt, game.black_no) : '?',
        black: game ? nameOf(lt, game.white_no) : '?',
        game1: showResult(e.game1 ?? '*'),
      });
  }
}

async function report(
  input: Omit<ReportInput, 'result'>,
  resultOf: (
    q: Q,
    lt: LoadedTournament,
    game: GameRow,
    mine: number,
  ) => Promise<(typeof REPORTABLE_RESULTS)[number] | GameResult>,
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const lt = await selectedState(q, ctx, deps, input.tournament);
    requireRunning(lt);
    const me = playerOfUser(lt, ctx.userId);
    if (!me) throw new UserError('notRegistered');
    const opp = findPlayer(lt, input.opponent);
    const between = lt.games.filter(
      (g) =>
        (g.white_no === me.start_no && g.black_no === opp.start_no) ||
        (g.black_no === me.start_no && g.white_no === opp.start_no),
    );
    const candidates = input.round !== undefined ? between.filter((g) => g.round === input.round) : between;
    if (candidates.length === 0) {
      throw input.round !== undefined
        ? new UserError('noGameInRound', { name: opp.name, round: input.round })
        : new UserError('noOpenGame', { name: opp.name });
    }
    // The open game of the earliest round, else the latest game (which then already has a result).
    const game =
      candidates.find((g) => g.result === '*' && g.round <= lt.row.current_round) ??
      candidates[candidates.length - 1];
    if (!game) throw new UserError('noOpenGame', { name: opp.name });
    if (game.result === '*' && game.round > lt.row.current_round)
      throw new UserError('noOpenGame', { name: opp.name });
    // The second of two racing reports: the state already holds the first (the snapshot is current
    // inside the write, which runs after every earlier commit), so nothing is written or read.
    const result = game.result === '*' ? await resultOf(q, lt, game, me.start_no) : undefined;
    const applied =
      result === undefined ? undefined : await repo.reportIfOpenRow(q, game.id, result, ctx.userId);
    if (!applied || result === undefined) {
      const now = game.result === '*' ? ((await repo.gameById(q, game.id)) ?? game) : game;
      throw new UserError('alreadyReported', {
        result: showResult(now.result),
        by: now.reported_by ? mention(now.reported_by) : '—',
      });
    }
    await repo.auditWithHistory(
      q,
      {
        tournamentId: lt.row.id,
        gameId: game.id,
        actorId: ctx.userId,
        at: ctx.now.toISOString(),
        action: 'report',
        before: '*',
        after: result,
      },
      [
        {
          action: 'recordResult',
          round: game.round,
          board: game.board,
          white: game.white_no,
          black: game.black_no,
          from: '*',
          to: result,
          at: ctx.now.toISOString(),
        },
      ],
    );
    deps.written?.changedGames(lt.row.id, [applied]);
    const content = t(ctx.locale, 'reported', {
      white: nameOf(lt, game.white_no),
      black: nameOf(lt, game.black_no),
      result: showResult(result),
      round: game.round,
      opponent: opp.user_id ? mention(opp.user_id) : opp.name,
    });
    return {
      content,
      mentionUserIds: opp.user_id ? [opp.user_id] : [],
      buttons: [
        { customId: confirmId(game.id), label: t(ctx.locale, 'confirmButton'), style: 'success' },
        { customId: disputeId(game.id), label: t(ctx.locale, 'disputeButton'), style: 'danger' },
      ],
      changedTournamentId: lt.row.id,
    };
  });
}

/** The opponent's answer to a report (the buttons): confirm keeps it, dispute reopens the game. */
export async function answerReport(
  input: { gameId: number; action: ReportAction },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const game = await repo.gameById(q, input.gameId);
    if (!game) throw new UserError('gameNotFound', { round: '?', board: '?' });
    const row = (await repo.listTournaments(q, ctx.guildId)).find((r) => r.id === game.tournament_id);
    if (!row) throw new UserError('gameNotFound', { round: game.round, board: game.board });
    const lt = await stateOf(q, row, deps);
    const reporter = lt.players.find((p) => p.user_id !== null && p.user_id === game.reported_by);
    const opponentNo = reporter?.start_no === game.white_no ? game.black_no : game.white_no;
    const opponent = playerByNo(lt, opponentNo);
    if (nextState(game.state, input.action) === undefined)
      throw new UserError('alreadyConfirmed', { state: game.state });
    if (!opponent || opponent.user_id !== ctx.userId) throw new UserError('notOpponent');
    const moved = await repo.moveGameRow(q, game.id, input.action);
    if (!moved) throw new UserError('alreadyConfirmed', { state: game.state });
    await repo.audit(q, {
      tournamentId: lt.row.id,
      gameId: game.id,
      actorId: ctx.userId,
      at: ctx.now.toISOString(),
      action: input.action,
      before: game.result,
      after: input.action === 'confirm' ? game.result : '*',
    });
    // A dispute takes the reported result back: kept in the history like a correction.
    if (input.action === 'dispute')
      await repo.appendHistory(q, lt.row.id, ctx.userId, [
        {
          action: 'correctResult',
          round: game.round,
          board: game.board,
          white: game.white_no,
          black: game.black_no,
          from: game.result,
          to: '*',
          at: ctx.now.toISOString(),
        },
      ]);
    deps.written?.changedGames(lt.row.id, [moved]);
    const params = {
      white: nameOf(lt, game.white_no),
      black: nameOf(lt, game.black_no),
      result: showResult(game.result),
      round: game.round,
      by: ctx.userName,
    };
    return {
      update: true,
      content: t(ctx.locale, input.action === 'confirm' ? 'confirmed' : 'disputed', params),
      buttons: [],
      changedTournamentId: lt.row.id,
    };
  });
}

export interface SetInput {
  readonly tournament?: string;
  readonly round: number;
  readonly board: number;
  readonly result: (typeof ARBITER_RESULTS)[number];
  readonly reason?: string;
}

/**
 * Arbiter: `set` records the result of a game that has none (a board with a result is refused:
 * a wrong board must not overwrite it in silence), `correct` changes an entered one. Both through
 * the workflow (`recordResult`, `correctResult`) and kept in the history; a correction says when
 * the next round is already paired (it stays as it is).
 */
export async function setResult(
  input: SetInput,
  mode: 'set' | 'correct',
  ctx: Ctx,
  deps: Deps,
  resultOf?: (q: Q, lt: LoadedTournament, game: GameRow) => Promise<GameResult>,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const lt = await selectedState(q, ctx, deps, input.tournament);
    requireRunning(lt);
    const game = await repo.gameByBoard(q, lt.row.id, input.round, input.board);
    if (!game) throw new UserError('gameNotFound', { round: input.round, board: input.board });
    if (resultOf) input = { ...input, result: await resultOf(q, lt, game) };
    if (mode === 'correct' && game.result === '*') throw new UserError('noResultYet');
    const model = await repo.workflowModel(q, lt);
    const mg = model.games.find(
      (g) => g.round === game.round && g.board === game.board && (g.game ?? 1) === game.game_no,
    );
    if (!mg) throw new UserError('gameNotFound', { round: input.round, board: input.board });
    const opts = { at: ctx.now.toISOString() };
    // Reopening (`*`) is an explicit change of an entered result, like a correction.
    const r =
      mode === 'set' && input.result !== '*'
        ? recordResult(model, mg, input.result, opts)
        : correctResult(model, mg, input.result, opts);
    // A board with a result is changed only by an explicit correction.
    if (!r.ok && r.error.kind === 'resultExists')
      throw new UserError('resultExistsUseCorrect', {}, coreError.workflow(r.error));
    const change = unwrap(r);
    await repo.setGameResult(q, game.id, input.result);
    await repo.appendHistory(
      q,
      lt.row.id,
      ctx.userId,
      (change.tournament.history ?? []).slice(model.history?.length ?? 0),
    );
    await repo.audit(q, {
      tournamentId: lt.row.id,
      gameId: game.id,
      actorId: ctx.userId,
      at: ctx.now.toISOString(),
      action: mode,
      ...(input.reason ? { reason: input.reason } : {}),
      before: game.result,
      after: input.result,
    });
    await readBack(q, lt.row.id, game.id, deps);
    const params = {
      round: game.round,
      board: game.board,
      white: nameOf(lt, game.white_no),
      black: nameOf(lt, game.black_no),
      result: showResult(input.result),
      from: showResult(game.result),
      next: game.round + 1,
    };
    const lines = [t(ctx.locale, mode === 'correct' ? 'resultCorrected' : 'resultSet', params)];
    if (mode === 'correct' && change.laterRoundPaired)
      lines.push(t(ctx.locale, 'correctedAfterPairing', params));
    return { content: lines.join('\n'), changedTournamentId: lt.row.id };
  });
}

export interface SetMatchInput {
  readonly tournament?: string;
  readonly round: number;
  readonly board: number;
  /** The match result, game 2's White first. */
  readonly score: string;
  readonly reason?: string;
}

/** Arbiter: records game 2 of a Double-Swiss match from the match result (C.04.5 (2026) Preface). */
export async function setMatchResult(input: SetMatchInput, ctx: Ctx, deps: Deps): Promise<Reply> {
  return setResult({ ...input, result: '*' }, 'set', ctx, deps, (q, lt, game) =>
    gameTwoResult(q, lt, game, input.score, input.score),
  );
}

/** The audit log: who changed what, when, before and after. */
export async function resultHistory(
  input: { tournament?: string; round?: number; board?: number },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const lt = await loadSelected(deps.store.db, ctx, input.tournament);
  let game: GameRow | undefined;
  if (input.round !== undefined && input.board !== undefined) {
    game = await repo.gameByBoard(deps.store.db, lt.row.id, input.round, input.board);
    if (!game) throw new UserError('gameNotFound', { round: input.round, board: input.board });
  }
  const entries = (await repo.auditHistory(deps.store.db, lt.row.id, game?.id)).filter(
    (e) =>
      input.round === undefined ||
      game !== undefined ||
      lt.games.find((g) => g.id === e.game_id)?.round === input.round,
  );
  if (entries.length === 0) return { content: t(ctx.locale, 'historyEmpty'), ephemeral: true };
  const gameLabel = (id: number | null): string => {
    const g = lt.games.find((x) => x.id === id);
    return g ? `R${g.round}/${g.board} ${nameOf(lt, g.white_no)} – ${nameOf(lt, g.black_no)}` : '';
  };
  const lines = entries.slice(-40).map((e) => {
    const change =
      e.before !== null || e.after !== null
        ? `: ${e.before !== null ? showResult(e.before) : ''} → ${e.after !== null ? showResult(e.after) : ''}`
        : '';
    return `\`${e.at.slice(0, 16).replace('T', ' ')}\` ${mention(e.actor_id)} ${e.action} ${gameLabel(e.game_id)}${change}`;
  });
  const description = lines.join('\n').slice(0, 4000);
  return { embeds: [{ title: t(ctx.locale, 'historyTitle'), description }], ephemeral: true };
}
