import type { Result } from '../../result.ts';
import type { FormatError } from '../../formats/formatError.ts';
import type { PairingError, Rng } from '../../pairing/types.ts';
import { checkTeamSwiss, type TeamCheckReport } from './checker.ts';
import { generateTeamSwiss, type GeneratedTeamSwiss, type TeamGeneratorConfig } from './generator.ts';
import type { TeamRoundPairing, TeamSwissTournament } from './model.ts';
import { pairTeamSwissRound } from './swissTeam.ts';
import { TEAM_TYPE_CODES } from './teamType.ts';
import { makeTeamSwissTrf, parseTeamSwissTrf, type TeamSwissTrf } from './trf.ts';

/** What the pairing registry holds for a team system: its engine, checker, generator and file format. */
export interface TeamPairingEngine {
  readonly trfCodes: readonly string[];
  readonly pairNextRound: (t: TeamSwissTournament) => Result<TeamRoundPairing, PairingError>;
  readonly check: (t: TeamSwissTournament) => TeamCheckReport;
  readonly generate: (
    config: TeamGeneratorConfig,
    rng: Rng,
    name?: string,
  ) => Result<
    GeneratedTeamSwiss,
    PairingError | { readonly kind: 'invalidConfig'; readonly message: string }
  >;
  readonly read: (text: string) => Result<TeamSwissTrf, FormatError>;
  readonly write: (t: TeamSwissTournament) => string;
}

export const TEAM_SWISS_ENGINE: TeamPairingEngine = {
  trfCodes: TEAM_TYPE_CODES,
  pairNextRound: (t) => pairTeamSwissRound(t),
  check: checkTeamSwiss,
  generate: generateTeamSwiss,
  read: parseTeamSwissTrf,
  write: (t) => makeTeamSwissTrf(t),
};
