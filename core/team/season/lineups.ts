// Line-ups checked against the registered board order (Meldeliste). German league rules place every
// player, substitutes included, by the number in the list: "Jeder dieser Spieler ist entsprechend
// seiner Ranglistennummer einzureihen" (Turnierordnung des Hamburger Schachverbands, § 15, wording of
// 28 Nov 2011). A line-up that breaks it is a warning with its place in the file, never a refusal:
// the league's arbiter decides.
import type { LeagueSeason, SeasonMatch } from '../../tournament/league.ts';
import { registrations } from '../../tournament/league.ts';
import { pushAll } from '../../arrays.ts';
import type { TeamId } from '../../tournament/team.ts';

export const LINEUP_WARNING_KINDS = ['boardOrder', 'notRegistered', 'otherTeam', 'twice'] as const;
export type LineupWarningKind = (typeof LINEUP_WARNING_KINDS)[number];

export interface LineupWarning {
  readonly kind: LineupWarningKind;
  /** Index of the match in the file's `matches`, and the board (1-based). */
  readonly match: number;
  readonly round: number;
  readonly team: TeamId;
  readonly side: 'home' | 'away';
  readonly board: number;
  /** JSON path of the offending board entry, e.g. ["matches", 3, "boards", 1, "home"]. */
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** Every line-up of the season against the Meldelisten; in file order. */
export function checkLineups(s: LeagueSeason): readonly LineupWarning[] {
  const reg = registrations(s);
  const names = new Map(s.teams.flatMap((t) => t.players.map((p) => [p.id, p.name] as const)));
  const teamName = new Map(s.teams.map((t) => [t.id, t.name]));
  const out: LineupWarning[] = [];
  s.matches.forEach((m, i) => {
    for (const side of ['home', 'away'] as const) pushAll(out, checkSide(m, i, side));
  });
  return out;

  function checkSide(m: SeasonMatch, i: number, side: 'home' | 'away'): LineupWarning[] {
    const team = m[side];
    const warn: LineupWarning[] = [];
    const at = (board: number, kind: LineupWarningKind, message: string): LineupWarning => ({
      kind,
      match: i,
      round: m.round,
      team,
      side,
      board,
      path: ['matches', i, 'boards', board - 1, side],
      message: `round ${m.round}, ${teamName.get(team) ?? `team ${team}`}, board ${board}: ${message}`,
    });
    const seen = new Map<string, number>();
    // Registered numbers of the players above, in board order: a lower number below a higher one breaks it.
    const above: { board: number; no: number; id: string }[] = [];
    m.games.forEach((g, k) => {
      const id = g[side];
      const board = k + 1;
      if (id === undefined) return;
      const name = names.get(id) ?? id;
      const first = seen.get(id);
      if (first !== undefined) {
        warn.push(at(board, 'twice', `${name} already plays on board ${first}`));
        return;
      }
      seen.set(id, board);
      const r = reg.get(id);
      if (r === undefined) {
        warn.push(at(board, 'notRegistered', `${name} is in no team's list`));
        return;
      }
      if (r.team !== team) {
        warn.push(at(board, 'otherTeam', `${name} is registered for ${teamName.get(r.team) ?? r.team}`));
        return;
      }
      const higher = above.find((x) => x.no > r.no);
      if (higher)
        warn.push(
          at(
            board,
            'boardOrder',
            `${name} (no. ${r.no}) plays below ${names.get(higher.id) ?? higher.id} (no. ${higher.no}) on board ${higher.board}: the list puts ${name} higher`,
          ),
        );
      above.push({ board, no: r.no, id });
    });
    return warn;
  }
}
