/**
 * Why the team workflow refuses an action: one tagged, located error per rule (round, match, board,
 * team, player), described in German and English from its fields.
 */
import type { GameResult } from '../../tournament/model.ts';
import type { Language } from '../../languages.ts';
import type { RoundNo } from '../../types.ts';
import type { TeamTournamentSystem } from '../../tournament/teamTournament.ts';

export type TeamWorkflowError =
  | { readonly kind: 'emptyName' }
  | { readonly kind: 'duplicateTeam'; readonly found: string }
  | { readonly kind: 'noSuchTeam'; readonly found: string; readonly teams: readonly string[] }
  | { readonly kind: 'ambiguousTeam'; readonly found: string; readonly candidates: readonly string[] }
  | {
      readonly kind: 'tooFewPlayers';
      readonly team: string;
      readonly players: number;
      readonly boards: number;
    }
  | { readonly kind: 'duplicatePlayer'; readonly found: string; readonly team: string }
  | { readonly kind: 'teamsAfterStart'; readonly found: string }
  | { readonly kind: 'badRound'; readonly found: number; readonly max: number }
  | { readonly kind: 'lineupLength'; readonly team: string; readonly found: number; readonly boards: number }
  | {
      readonly kind: 'playerOfOtherTeam';
      readonly board: number;
      readonly player: string;
      readonly team: string;
      readonly other: string;
    }
  | { readonly kind: 'notRegistered'; readonly board: number; readonly player: string; readonly team: string }
  | {
      readonly kind: 'ambiguousLineupPlayer';
      readonly board: number;
      readonly player: string;
      readonly team: string;
      readonly candidates: readonly string[];
    }
  | { readonly kind: 'playerTwice'; readonly board: number; readonly player: string }
  | {
      readonly kind: 'boardOrder';
      readonly board: number;
      readonly player: string;
      readonly expectedBefore: string;
    }
  | { readonly kind: 'lineupAfterResults'; readonly round: RoundNo; readonly team: string }
  | { readonly kind: 'tooFewTeams'; readonly teams: number }
  | { readonly kind: 'allRoundsPaired'; readonly rounds: number }
  | { readonly kind: 'roundOpen'; readonly round: RoundNo; readonly match: number; readonly board: number }
  | { readonly kind: 'noPairing'; readonly round: RoundNo; readonly message: string }
  | { readonly kind: 'nothingPaired' }
  | {
      readonly kind: 'noSuchMatch';
      readonly round: RoundNo;
      readonly found: number;
      readonly matches: number;
    }
  | { readonly kind: 'noSuchBoard'; readonly found: number; readonly boards: number }
  | {
      readonly kind: 'resultExists';
      readonly round: RoundNo;
      readonly match: number;
      readonly board: number;
      readonly found: GameResult;
    }
  | {
      readonly kind: 'matchDoesNotAddUp';
      readonly round: RoundNo;
      readonly match: number;
      readonly found: string;
      readonly boardsSum: string;
    }
  | {
      readonly kind: 'boardCount';
      readonly round: RoundNo;
      readonly match: number;
      readonly found: number;
      readonly boards: number;
    }
  | { readonly kind: 'emptyBoard'; readonly board: number; readonly team: string }
  | {
      readonly kind: 'tooManyTeams';
      readonly found: string;
      readonly system: TeamTournamentSystem;
      readonly max: number;
    }
  | {
      readonly kind: 'badBoards';
      readonly system: TeamTournamentSystem;
      readonly found: number;
      readonly min: number;
      readonly max: number;
      readonly even: boolean;
    }
  | { readonly kind: 'roundsNeeded'; readonly system: TeamTournamentSystem };

export type TeamWorkflowErrorKind = TeamWorkflowError['kind'];

// Every kind once (`satisfies` refuses a missing or an extra one).
const KINDS = {
  emptyName: true,
  duplicateTeam: true,
  noSuchTeam: true,
  ambiguousTeam: true,
  tooFewPlayers: true,
  duplicatePlayer: true,
  teamsAfterStart: true,
  badRound: true,
  lineupLength: true,
  playerOfOtherTeam: true,
  notRegistered: true,
  ambiguousLineupPlayer: true,
  playerTwice: true,
  boardOrder: true,
  lineupAfterResults: true,
  tooFewTeams: true,
  allRoundsPaired: true,
  roundOpen: true,
  noPairing: true,
  nothingPaired: true,
  noSuchMatch: true,
  noSuchBoard: true,
  resultExists: true,
  matchDoesNotAddUp: true,
  boardCount: true,
  tooManyTeams: true,
  badBoards: true,
  roundsNeeded: true,
  emptyBoard: true,
} as const satisfies Record<TeamWorkflowErrorKind, true>;
export const TEAM_WORKFLOW_ERROR_KINDS = Object.keys(KINDS) as readonly TeamWorkflowErrorKind[];

type Lang = Language;

const half = (h: number): string => `${Math.floor(h / 2)}${h % 2 ? '½' : ''}`.replace(/^0½$/, '½');
export const halfPointsText = half;

/** One line from the error's fields; front ends add only their own words (which option to use). */
export function describeTeamWorkflowError(e: TeamWorkflowError, lang: Lang): string {
  const de = lang === 'de';
  switch (e.kind) {
    case 'emptyName':
      return de ? 'Der Mannschaftsname fehlt' : 'the team name is missing';
    case 'duplicateTeam':
      return de ? `„${e.found}“ ist schon gemeldet` : `"${e.found}" is already registered`;
    case 'noSuchTeam':
      return de
        ? `keine Mannschaft „${e.found}“ (gemeldet: ${e.teams.join(', ') || 'keine'})`
        : `no team "${e.found}" (registered: ${e.teams.join(', ') || 'none'})`;
    case 'ambiguousTeam':
      return de
        ? `„${e.found}“ passt zu mehreren Mannschaften: ${e.candidates.join(', ')}; bitte genauer`
        : `"${e.found}" fits several teams: ${e.candidates.join(', ')}; give more of the name`;
    case 'tooFewPlayers':
      return de
        ? `${e.team}: ${e.players} Spieler gemeldet, für ${e.boards} Bretter mindestens ${e.boards} nötig`
        : `${e.team}: ${e.players} players registered, ${e.boards} boards need at least ${e.boards}`;
    case 'duplicatePlayer':
      return de
        ? `„${e.found}“ ist schon für ${e.team} gemeldet`
        : `"${e.found}" is already registered for ${e.team}`;
    case 'teamsAfterStart':
      return de
        ? `„${e.found}“: ein Rundenturnier oder Scheveninger System nimmt nach der Auslosung keine Mannschaft mehr auf`
        : `"${e.found}": a round robin or Scheveningen takes no team once round 1 is paired`;
    case 'tooManyTeams':
      return de
        ? `„${e.found}“: ${e.system} spielt mit ${e.max} Mannschaften, die schon gemeldet sind`
        : `"${e.found}": ${e.system} is played by ${e.max} teams, both already registered`;
    case 'badBoards':
      return de
        ? `${e.system}: ${e.found} Bretter geht nicht (${e.even ? 'eine gerade Zahl ' : ''}von ${e.min} bis ${e.max})`
        : `${e.system}: ${e.found} boards cannot be laid out (${e.even ? 'an even number ' : ''}from ${e.min} to ${e.max})`;
    case 'roundsNeeded':
      return de ? `${e.system}: die Zahl der Runden fehlt` : `${e.system}: the number of rounds is missing`;
    case 'badRound':
      return de
        ? `Runde ${e.found} gibt es nicht (1 bis ${e.max})`
        : `there is no round ${e.found} (1 to ${e.max})`;
    case 'lineupLength':
      return de
        ? `${e.team}: ${e.found} Spieler aufgestellt, erwartet ${e.boards} (ein Name je Brett, mit ; getrennt)`
        : `${e.team}: ${e.found} players in the line-up, expected ${e.boards} (one name per board, separated by ;)`;
    case 'playerOfOtherTeam':
      return de
        ? `Brett ${e.board}: ${e.player} ist für ${e.other} gemeldet, nicht für ${e.team}`
        : `board ${e.board}: ${e.player} is registered for ${e.other}, not for ${e.team}`;
    case 'notRegistered':
      return de
        ? `Brett ${e.board}: ${e.player} ist für ${e.team} nicht gemeldet`
        : `board ${e.board}: ${e.player} is not registered for ${e.team}`;
    case 'ambiguousLineupPlayer':
      return de
        ? `Brett ${e.board}: „${e.player}“ passt zu mehreren Spielern von ${e.team}: ${e.candidates.join(', ')}; bitte genauer`
        : `board ${e.board}: "${e.player}" fits several players of ${e.team}: ${e.candidates.join(', ')}; give more of the name`;
    case 'playerTwice':
      return de
        ? `Brett ${e.board}: ${e.player} ist schon an einem höheren Brett aufgestellt`
        : `board ${e.board}: ${e.player} is already on a higher board`;
    case 'boardOrder':
      return de
        ? `Brett ${e.board}: ${e.player} steht in der Brettreihenfolge vor ${e.expectedBefore}, nicht danach`
        : `board ${e.board}: ${e.player} comes before ${e.expectedBefore} in the board order, not after`;
    case 'lineupAfterResults':
      return de
        ? `Runde ${e.round}: für ${e.team} sind schon Ergebnisse eingetragen; die Aufstellung bleibt`
        : `round ${e.round}: ${e.team} has results entered; the line-up stays`;
    case 'tooFewTeams':
      return de
        ? `${e.teams} Mannschaften gemeldet, mindestens 2 nötig`
        : `${e.teams} teams registered, at least 2 needed`;
    case 'allRoundsPaired':
      return de ? `alle ${e.rounds} Runden sind ausgelost` : `all ${e.rounds} rounds are paired`;
    case 'roundOpen':
      return de
        ? `Runde ${e.round}, Kampf ${e.match}, Brett ${e.board}: das Ergebnis fehlt noch`
        : `round ${e.round}, match ${e.match}, board ${e.board}: the result is still missing`;
    case 'noPairing':
      return de
        ? // German from the fields only: the engine's message is English prose.
          `Für Runde ${e.round} gibt es keine regelgerechte Paarung der Mannschaften`
        : `round ${e.round} cannot be paired: ${e.message}`;
    case 'nothingPaired':
      return de ? 'noch keine Runde ausgelost' : 'no round paired yet';
    case 'noSuchMatch':
      return de
        ? `Runde ${e.round} hat keinen Kampf ${e.found} (1 bis ${e.matches})`
        : `round ${e.round} has no match ${e.found} (1 to ${e.matches})`;
    case 'noSuchBoard':
      return de
        ? `Brett ${e.found} gibt es nicht (1 bis ${e.boards})`
        : `there is no board ${e.found} (1 to ${e.boards})`;
    case 'resultExists':
      return de
        ? `Runde ${e.round}, Kampf ${e.match}, Brett ${e.board}: schon ${e.found} eingetragen`
        : `round ${e.round}, match ${e.match}, board ${e.board}: ${e.found} is already entered`;
    case 'matchDoesNotAddUp':
      return de
        ? `Runde ${e.round}, Kampf ${e.match}: die Bretter ergeben ${e.boardsSum}, nicht ${e.found}`
        : `round ${e.round}, match ${e.match}: the boards add up to ${e.boardsSum}, not ${e.found}`;
    case 'boardCount':
      return de
        ? `Runde ${e.round}, Kampf ${e.match}: ${e.found} Brettergebnisse, erwartet ${e.boards}`
        : `round ${e.round}, match ${e.match}: ${e.found} board results, expected ${e.boards}`;
    case 'emptyBoard':
      return de
        ? `Brett ${e.board}: kein Spieler für ${e.team} genannt (ein Brett ausgelassen)`
        : `board ${e.board}: no player named for ${e.team} (a board left out)`;
  }
}
