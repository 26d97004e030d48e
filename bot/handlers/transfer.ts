import {
  asTournamentInProgress,
  readTournamentFile,
  readTournamentText,
  type ReadFileOptions,
} from '../../core/formats/index.ts';
import type { CoreError } from '../../core/errors/index.ts';
import { maxOf, lastPlayedRound, type Tournament } from '../../core/index.ts';
import { parseTournamentJson } from '../../schemas/tournamentJson.ts';
import { looksLikeTeamEventJson } from '../../schemas/teamEvent.ts';
import { looksLikeLeagueFileJson } from '../../schemas/leagueFile.ts';
import { coreFailure, UserError } from '../errors.ts';
import { titleName } from '../format/pairings.ts';
import { buildExports, EXPORT_FORMATS, type ExportFormat } from '../render/exports.ts';
import { t } from '../i18n/index.ts';
import { requireArbiter } from '../preconditions.ts';
import type { Ctx, Deps, Reply, ReplyFile } from '../reply.ts';
import * as repo from '../storage/repo.ts';
import { loadSelected } from './common.ts';

/** Largest accepted import (a TRF of a big open is well below this). */
export const MAX_IMPORT_BYTES = 2_000_000;

const fileBase = (name: string): string =>
  name.replace(/[^\p{L}\p{N}_-]+/gu, '_').replace(/^_+|_+$/g, '') || 'tournament';

export async function exportTournament(
  input: { tournament?: string; format?: ExportFormat },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const lt = await loadSelected(deps.store.db, ctx, input.tournament);
  const base = fileBase(lt.row.name);
  const formats = EXPORT_FORMATS.filter((f) => input.format === undefined || input.format === f);
  // Written in the render worker (in-process only without one: unit tests).
  const texts = deps.render
    ? await deps.render.exports(lt.tournament, formats, ctx.locale)
    : await buildExports(lt.tournament, formats, ctx.locale);
  const files: ReplyFile[] = formats.map((f) => {
    const d = texts[f] ?? '';
    return { name: `${base}.${f}`, data: typeof d === 'string' ? Buffer.from(d, 'utf8') : Buffer.from(d) };
  });
  return { content: t(ctx.locale, 'exported', { tournament: titleName(lt.row.name) }), files };
}

/** The bot's reading of a file: through the core's one file gate, team files refused. */
const GATE = {
  json: { parseTournamentJson, looksLikeTeamEventJson, looksLikeLeagueFileJson },
  teams: 'refuse',
} as const satisfies ReadFileOptions;

/** A refusal of the gate as the member reads it: a file that is no tournament named with what to do. */
function importFailure(e: CoreError): UserError {
  if (e.area === 'format' && e.kind === 'unsupportedFile' && e.format === 'unknown') {
    const what = e.found ?? 'file of an unknown kind';
    return new UserError('importFailed', {
      reason: `it is ${/^([aeio]|HTML|XML)/i.test(what) ? 'an' : 'a'} ${what}, not a tournament file: ${e.detail ?? ''}`,
    });
  }
  if (e.area === 'format' && e.kind === 'teamEvent')
    return new UserError('importFailed', { reason: TEAM_FILE });
  return coreFailure('importFailed', e);
}

/** Reads an uploaded text (TRF, Rochade JSON, or a crosstable as CSV/TSV/text) into the core model. */
export function parseImport(text: string): Tournament {
  const r = readTournamentText(text, GATE);
  if (!r.ok) throw importFailure(r.error);
  return r.value.tournament;
}

const TEAM_FILE =
  'this is a team tournament; the bot imports individual tournaments (team events: `rochade standings FILE`)';

/**
 * Reads an uploaded file's bytes through the core's file gate (`readTournamentFile`): binary
 * tournament files (Swiss-Chess .SWT, Swiss-Manager) by content first, files that are no tournament
 * named with what to do, text as UTF-8 or Windows-1252 (as spreadsheets save it). A tournament in
 * progress is taken over as such (`asTournamentInProgress`).
 */
export function parseImportBytes(bytes: Uint8Array): Tournament {
  const r = readTournamentFile(bytes, GATE);
  if (!r.ok) throw importFailure(r.error);
  return asTournamentInProgress(r.value.tournament);
}

export interface ImportInput {
  readonly url: string;
  readonly filename: string;
  readonly size: number;
  readonly name?: string;
}

/** Creates a tournament from the file and continues it: players, games, byes and withdrawals. */
export async function importTournament(
  input: ImportInput,
  ctx: Ctx,
  deps: Deps,
  fetcher: typeof fetch = fetch,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  if (input.size > MAX_IMPORT_BYTES)
    throw new UserError('attachmentTooLarge', { max: MAX_IMPORT_BYTES / 1000 });
  const res = await fetcher(input.url);
  if (!res.ok) throw new UserError('importFailed', { reason: `download failed (${res.status})` });
  const tour = parseImportBytes(new Uint8Array(await res.arrayBuffer()));
  const name = input.name ?? (tour.name.trim() || input.filename.replace(/\.[^.]+$/, ''));
  return deps.store.mutate(ctx.interactionId, async (q) => {
    const played = lastPlayedRound(tour);
    const paired = maxOf(
      tour.unpaired.map((u) => u.round),
      maxOf(
        tour.games.map((g) => g.round),
        0,
      ),
    );
    const id = await repo.createTournament(q, {
      guildId: ctx.guildId,
      name,
      kind: tour.kind,
      rounds: Math.max(tour.rounds, paired),
      createdBy: ctx.userId,
      at: ctx.now.toISOString(),
      extra: {
        announceChannelId: ctx.channelId,
        ...(tour.startDate ? { startDate: tour.startDate } : {}),
        ...(tour.initialColor ? { initialColor: tour.initialColor } : {}),
        ...(tour.tiebreaks ? { tiebreaks: tour.tiebreaks } : {}),
        pointSystem: tour.pointSystem,
      },
    });
    for (const p of [...tour.players].sort((a, b) => a.id - b.id)) {
      await q
        .insertInto('players')
        .values({
          tournament_id: id,
          start_no: p.id,
          user_id: null,
          name: p.name,
          dwz: p.dwz?.rating ?? null,
          dwz_index: p.dwz?.index ?? null,
          fide: p.fide ?? null,
          birth_year: p.birthYear ?? null,
        })
        .execute();
    }
    const boards = new Map<number, number>();
    await repo.insertGames(
      q,
      id,
      tour.games.map((g) => {
        const board = g.board ?? (boards.get(g.round) ?? 0) + 1;
        boards.set(g.round, Math.max(boards.get(g.round) ?? 0, board));
        return { round: g.round, board, white: g.white, black: g.black, result: g.result };
      }),
    );
    for (const u of tour.unpaired) await repo.addBye(q, id, u.round, u.player, u.kind);
    // Byes requested ahead are stored as the bot stores a request: a bye of its (future) round.
    for (const b of tour.byeRequests ?? []) await repo.addBye(q, id, b.round, b.player, b.kind);
    for (const w of tour.withdrawals) await repo.addWithdrawal(q, id, w.player, w.afterRound);
    await repo.updateTournament(q, id, {
      status: paired > 0 ? 'running' : 'registration',
      current_round: Math.max(paired, played),
    });
    await repo.selectTournament(q, ctx.guildId, ctx.channelId, id);
    await repo.audit(q, {
      tournamentId: id,
      actorId: ctx.userId,
      at: ctx.now.toISOString(),
      action: 'import',
      after: input.filename,
    });
    return {
      content: t(ctx.locale, 'imported', {
        tournament: name,
        players: tour.players.length,
        games: tour.games.length,
      }),
      changedTournamentId: id,
    };
  });
}
