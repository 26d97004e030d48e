import type { TeamColourType, TeamPairingScore, TeamSwissRules } from './model.ts';

/**
 * TRF-2026 `192` codes of the Swiss Team system: `FIDE_TEAM[_TYPEA|_TYPEB][_MP_GP|_GP_MP|_MP|_GP]`
 * (the first score is the primary one, C.04.6 1.2; the second, when named, is used for the colour
 * allocation, 4.2.2). No type letter: no colour preferences; bare `FIDE_TEAM`: Type A (the default
 * of C.04.6 1.7) paired by match points with game points for colours. `_BAKU` (Baku acceleration)
 * is refused: this engine does not accelerate.
 */
const CODE = /^FIDE_TEAM(?:_(TYPEA|TYPEB))?(?:_(MP|GP)(?:_(MP|GP))?)?$/;

export const DEFAULT_TEAM_TYPE = 'FIDE_TEAM_TYPEA_MP_GP';

/** Every code `parseTeamType` reads, the default first. */
export const TEAM_TYPE_CODES: readonly string[] = [
  DEFAULT_TEAM_TYPE,
  'FIDE_TEAM',
  ...['_TYPEA', '_TYPEB', ''].flatMap((type) =>
    ['_MP_GP', '_GP_MP', '_MP', '_GP', ''].map((scores) => `FIDE_TEAM${type}${scores}`),
  ),
].filter((c, i, all) => all.indexOf(c) === i);

export function parseTeamType(code: string): TeamSwissRules | undefined {
  const c = code.trim().toUpperCase();
  if (c === 'FIDE_TEAM') return { colourType: 'A', primary: 'MP', secondary: 'GP' };
  const m = CODE.exec(c);
  if (!m) return undefined;
  const [, type, primary, secondary] = m;
  if (primary !== undefined && secondary === primary) return undefined;
  const colourType: TeamColourType = type === 'TYPEA' ? 'A' : type === 'TYPEB' ? 'B' : 'none';
  return {
    colourType,
    primary: (primary ?? 'MP') as TeamPairingScore,
    ...(secondary !== undefined ? { secondary: secondary as TeamPairingScore } : {}),
  };
}
