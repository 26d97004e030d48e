// /league: a team league linked to the server (imported from a team-event JSON or a league
// crosstable exported from a sheet as CSV), its standings under the German or FIDE league order,
// and a captain's team table computed from an uploaded file.
import { coreError } from '../../core/errors/index.ts';
import {
  splitTableText,
  type FormatError,
  parseLeagueCells,
  parseTeamTableCells,
} from '../../core/formats/index.ts';
import {
  parseMatchPoints,
  isLeagueRuleSetId,
  LEAGUE_RULE_SETS,
  type LeagueRuleSetId,
  computeLeagueStandings,
  leagueTableEvent,
  computeTeamTable,
  seasonToTeamEvent,
  type LeagueSeason,
} from '../../core/team/index.ts';
import { looksLikeLeagueFileJson, parseLeagueFileJson } from '../../schemas/leagueFile.ts';
import type { TeamEvent } from '../../core/tournament/index.ts';
import { looksLikeTeamEventJson, parseTeamEventJson } from '../../schemas/teamEvent.ts';
import { safeName } from '../discord/limits.ts';
import { coreFailure, UserError } from '../errors.ts';
import { renderLeagueTable, renderTeamTable } from '../format/league.ts';
import { codeBlock } from '../format/text.ts';
import { teamTiebreakLegend } from '../../core/report/index.ts';
import { t } from '../i18n/index.ts';
import { requireArbiter } from '../preconditions.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import { MAX_IMPORT_BYTES, type ImportInput } from './transfer.ts';

/** What the leagues table stores per league. */
export interface StoredLeague {
  readonly event: TeamEvent;
  /** True for a team-event JSON (board by board), false for a crosstable of match scores. */
  readonly boardResults: boolean;
  readonly rules: LeagueRuleSetId;
  /** A league file's players, line-ups and board results (absent for the other imports). */
  readonly season?: LeagueSeason;
}

const failed = (reason: string): never => {
  throw new UserError('importFailed', { reason });
};
/** The file's error, told in the member's language (core/errors). */
const failedOn = (e: FormatError): never => {
  throw coreFailure('importFailed', coreError.format(e));
};

/** A team-event JSON, else a league crosstable as CSV / TSV / text (a sheet's download). */
export function parseLeagueImport(
  text: string,
  matchPoints?: string,
  rules: LeagueRuleSetId = 'german',
): Omit<StoredLeague, 'rules'> {
  if (looksLikeLeagueFileJson(text)) {
    const r = parseLeagueFileJson(text);
    return r.ok
      ? { event: seasonToTeamEvent(r.value), boardResults: true, season: r.value }
      : failedOn(r.error);
  }
  if (looksLikeTeamEventJson(text)) {
    const r = parseTeamEventJson(text);
    return r.ok ? { event: r.value, boardResults: true } : failedOn(r.error);
  }
  const mp =
    matchPoints === undefined
      ? { ok: true as const, value: LEAGUE_RULE_SETS[rules].matchPoints }
      : parseMatchPoints(matchPoints);
  if (!mp.ok) return failed(`match points "${matchPoints ?? ''}": expected e.g. 2-1-0 or 3-1-0`);
  const r = parseLeagueCells(splitTableText(text).rows);
  if (!r.ok) return failedOn(r.error);
  return { event: leagueTableEvent(r.value.table, rules, mp.value), boardResults: false };
}

async function download(url: string, size: number, fetcher: typeof fetch): Promise<string> {
  if (size > MAX_IMPORT_BYTES) throw new UserError('attachmentTooLarge', { max: MAX_IMPORT_BYTES / 1000 });
  const res = await fetcher(url);
  if (!res.ok) failed(`download failed (${res.status})`);
  return res.text();
}

export interface LeagueImportInput extends ImportInput {
  readonly rules?: string;
  readonly matchPoints?: string;
}

/** Links the file's league to the server (arbiter); a league of the same name is replaced. */
export async function importLeague(
  input: LeagueImportInput,
  ctx: Ctx,
  deps: Deps,
  fetcher = fetch,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  const rules = input.rules !== undefined && isLeagueRuleSetId(input.rules) ? input.rules : 'german';
  const parsed = parseLeagueImport(await download(input.url, input.size, fetcher), input.matchPoints, rules);
  const name = (input.name ?? (parsed.event.name.trim() || input.filename.replace(/\.[^.]+$/, ''))).slice(
    0,
    80,
  );
  const data: StoredLeague = { ...parsed, event: { ...parsed.event, name }, rules };
  await deps.store.mutate(ctx.interactionId, async (q) => {
    const row = {
      guild_id: ctx.guildId,
      name,
      data: JSON.stringify(data),
      updated_by: ctx.userId,
      updated_at: ctx.now.toISOString(),
    };
    await q
      .insertInto('leagues')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['guild_id', 'name'])
          .doUpdateSet({ data: row.data, updated_by: row.updated_by, updated_at: row.updated_at }),
      )
      .execute();
  });
  return {
    content: t(ctx.locale, 'leagueImported', {
      league: safeName(name, 100),
      teams: data.event.teams.length,
      matches: data.event.matches.length,
    }),
  };
}

/** The named league, else the one updated last. */
export async function loadLeague(ctx: Ctx, deps: Deps, name?: string): Promise<StoredLeague> {
  let q = deps.store.db.selectFrom('leagues').selectAll().where('guild_id', '=', ctx.guildId);
  if (name !== undefined) q = q.where('name', '=', name);
  const row = await q.orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
  if (!row) throw new UserError('noLeague');
  return JSON.parse(row.data) as StoredLeague;
}

export async function leagueStandings(
  input: { readonly league?: string; readonly rules?: string; readonly page?: number },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const lg = await loadLeague(ctx, deps, input.league);
  const rules = input.rules !== undefined && isLeagueRuleSetId(input.rules) ? input.rules : lg.rules;
  const r = computeLeagueStandings(lg.event, { rules, boardResults: lg.boardResults });
  if (!r.ok) return failed(r.error.message);
  const names = new Map(lg.event.teams.map((x) => [x.id, x.name]));
  const de = ctx.locale === 'de';
  const page = renderLeagueTable(r.value.rows, names, input.page ?? 1, ctx.locale);
  const set = LEAGUE_RULE_SETS[rules];
  const footer = [
    `${set.name}: MP > ${r.value.applied.join(' > ')} (${set.source})`,
    // The legend of every tiebreak applied, in the reader's language.
    ...r.value.applied.map((c) => `${c}: ${teamTiebreakLegend(c, ctx.locale)}`),
    ...(r.value.leftOut.length > 0
      ? [
          de
            ? `ohne Einzelergebnisse nicht angewandt: ${r.value.leftOut.join(', ')}`
            : `not applied without board results: ${r.value.leftOut.join(', ')}`,
        ]
      : []),
    ...(page.pages > 1 ? [de ? `Seite ${page.page}/${page.pages}` : `page ${page.page}/${page.pages}`] : []),
  ].join(' · ');
  return {
    embeds: [
      {
        title: t(ctx.locale, 'leagueTitle', { league: safeName(lg.event.name, 100) }).slice(0, 256),
        description: codeBlock(page.text),
        footer: { text: footer.slice(0, 2048) },
      },
    ],
  };
}

/** A captain's team table from an uploaded CSV: the season as one DWZ evaluation (end date today). */
export async function leagueTeamTable(
  input: { readonly url: string; readonly size: number },
  ctx: Ctx,
  _deps: Deps,
  fetcher: typeof fetch = fetch,
): Promise<Reply> {
  const text = await download(input.url, input.size, fetcher);
  const r = parseTeamTableCells(splitTableText(text).rows);
  if (!r.ok) return failedOn(r.error);
  const rows = computeTeamTable(r.value.players, { endDate: ctx.now.toISOString().slice(0, 10) });
  return {
    embeds: [
      {
        title: t(ctx.locale, 'teamTableTitle'),
        description: codeBlock(renderTeamTable(r.value.players, rows, ctx.locale)),
        footer: { text: 'DWZ: the season as one evaluation (DSB-Wertungsordnung)' },
      },
    ],
  };
}
