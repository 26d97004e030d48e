// A league season as the DSB's DWZ report: one document with every registered player of every team
// and every board game of the season (DSB_DWZ_TournamentReport 2.5: "a team league is reported as
// one document with all its board games"). Forfeits are marked `+`/`-` (DSB-Wertungsordnung 6.1); a
// board one team left empty names no opponent (`noneWhitePlayer`/`noneBlackPlayer`, as the published
// exporters write it); a board both teams left empty has no player and is no game.
import type { Result } from '../../result.ts';
import type { LeagueSeason, SeasonResult } from '../../tournament/league.ts';
import { seasonTournament } from '../../tournament/seasonTournament.ts';
import type { PlayerId } from '../../types.ts';
import type { DwzReportProblem } from './problems.ts';
import { dwzReportTypeOf, makeDwzReport, type DwzReportMeta, type DwzUnopposedGame } from './report.ts';
import type { XmlElement } from './xmlNode.ts';

/** The present player's score at a board without opponent; a draw there is no possible result. */
const PRESENT_SCORE: Readonly<Record<SeasonResult, readonly ['+' | '-' | undefined, '+' | '-' | undefined]>> =
  {
    '1-0': ['+', '-'],
    '+:-': ['+', '-'],
    '0-1': ['-', '+'],
    '-:+': ['-', '+'],
    '-:-': ['-', '-'],
    '1/2-1/2': [undefined, undefined],
  };

/**
 * The DWZ report of a league season: players numbered 1 … n in the order of the teams' registered
 * lists (as `seasonTournament` numbers them), the home player as White (a league file records no
 * colours; they do not affect the DWZ), tournament type `TR` (team round robin) unless `meta.type`
 * says otherwise. Problems name the league file's JSON paths.
 */
export function makeLeagueDwzReport(
  s: LeagueSeason,
  meta: DwzReportMeta,
): Result<XmlElement, readonly DwzReportProblem[]> {
  const { tournament, ids } = seasonTournament(s);
  const playerPaths = new Map<PlayerId, string>();
  s.teams.forEach((t, i) =>
    t.players.forEach((p, j) => {
      const id = ids.get(p.id);
      if (id !== undefined) playerPaths.set(id, `teams[${i}].players[${j}]`);
    }),
  );
  const unopposed: DwzUnopposedGame[] = [];
  const problems: DwzReportProblem[] = [];
  s.matches.forEach((m, i) =>
    m.games.forEach((g, k) => {
      const home = g.home === undefined ? undefined : ids.get(g.home);
      const away = g.away === undefined ? undefined : ids.get(g.away);
      if ((home === undefined) === (away === undefined)) return; // a game, or nobody at the board
      const [homeScore, awayScore] = PRESENT_SCORE[g.result];
      const score = home !== undefined ? homeScore : awayScore;
      const player = home ?? away ?? 0;
      if (score === undefined)
        problems.push({
          kind: 'noResult',
          round: m.round,
          player,
          name: tournament.players[player - 1]?.name ?? '',
          path: `matches[${i}].boards[${k}]`,
        });
      else
        unopposed.push({
          round: m.round,
          board: k + 1,
          player,
          color: home !== undefined ? 'white' : 'black',
          score,
        });
    }),
  );
  const report = makeDwzReport(
    tournament,
    { ...meta, type: meta.type ?? dwzReportTypeOf('roundRobin', true) },
    { unopposed, playerPaths },
  );
  if (problems.length === 0) return report;
  return { ok: false, error: [...(report.ok ? [] : report.error), ...problems] };
}
