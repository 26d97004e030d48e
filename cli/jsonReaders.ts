// The JSON readers (zod schemas) as one module, so commands load zod only for a JSON input:
// `loadTournament` imports this lazily; TRF and crosstable inputs start without it.
import type { FormatError, Result, Tournament } from '../core/index.ts';
import { looksLikeLeagueFileJson } from '../schemas/leagueFile.ts';
import { looksLikeTeamEventJson } from '../schemas/teamEvent.ts';
import { parseTournamentJson } from '../schemas/tournamentJson.ts';

export interface JsonReaders {
  readonly parseTournamentJson: (text: string) => Result<Tournament, FormatError>;
  readonly looksLikeTeamEventJson: (text: string) => boolean;
  /** A league file with players (docs/leagues.md, `"type": "league"`). */
  readonly looksLikeLeagueFileJson?: (text: string) => boolean;
}

export const JSON_READERS: JsonReaders = {
  parseTournamentJson,
  looksLikeTeamEventJson,
  looksLikeLeagueFileJson,
};
