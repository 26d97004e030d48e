import type { PlayerId, RoundNo } from '../../types.ts';

/**
 * What a DWZ submission lacks (DSB-Wertungsordnung 6.1: tournament name, place, dates, mode and
 * time control; every player's full name and birth year; every result, forfeits marked; round dates).
 */
export const DWZ_REPORT_PROBLEMS = [
  'noTournamentName',
  'noLocation',
  'noStartDate',
  'noEndDate',
  'noTimeControl',
  'noFullName',
  'noBirthYear',
  'noResult',
  'unratedDraw',
  'noRoundDate',
] as const;
export type DwzReportProblemKind = (typeof DWZ_REPORT_PROBLEMS)[number];

export interface DwzReportProblem {
  readonly kind: DwzReportProblemKind;
  readonly player?: PlayerId;
  /** The player's name as entered (for `noFullName`, `noBirthYear`). */
  readonly name?: string;
  readonly round?: RoundNo;
  /** The game's players (for `noResult`, `unratedDraw`). */
  readonly white?: PlayerId;
  readonly black?: PlayerId;
  /** Where the player is written in the source file (a JSON path such as `teams[0].players[2]`). */
  readonly path?: string;
}

const FIX: Readonly<Record<DwzReportProblemKind, string>> = {
  noTournamentName: 'the tournament has no name',
  noLocation: 'the tournament has no place (city)',
  noStartDate: 'the tournament has no start date (nor a date of round 1)',
  noEndDate: 'the tournament has no end date (nor a date of the last round)',
  noTimeControl: 'the tournament has no time control',
  noFullName: 'no first name: write "Surname, Firstname"',
  noBirthYear: 'no birth year',
  noResult: 'no result: enter it, or mark a forfeit with + / -',
  unratedDraw: 'a draw of less than one move: enter it as played (½-½) or as a double forfeit (-:-)',
  noRoundDate: 'no date for this round: add the round dates',
};

/** One line in English naming where: `player 3 "Müller": no first name ...`, `round 2, 5 - 7: no result ...`. */
export function describeDwzReportProblem(p: DwzReportProblem): string {
  const where: string[] = [];
  if (p.path !== undefined) where.push(p.path);
  if (p.player !== undefined)
    where.push(`player ${p.player}${p.name !== undefined ? ` ${JSON.stringify(p.name)}` : ''}`);
  if (p.round !== undefined) where.push(`round ${p.round}`);
  if (p.white !== undefined && p.black !== undefined) where.push(`game ${p.white} - ${p.black}`);
  return `${where.length > 0 ? `${where.join(', ')}: ` : ''}${FIX[p.kind]}`;
}
