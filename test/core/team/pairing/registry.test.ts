// The Swiss Team system in the pairing registry: found by flag and by its TRF 192 codes; its team
// engine pairs team events; an individual tournament is not paired by it.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseTrfTeam } from '../../../../core/formats/trf/team.ts';
import { pairingSystemByFlag, pairingSystemOf } from '../../../../core/pairing/registry.ts';
import { unwrap } from '../../../../core/result.ts';
import { pairTeamSwissRound } from '../../../../core/team/pairing/swissTeam.ts';
import { parseTeamSwissTrf } from '../../../../core/team/pairing/trf.ts';

const example = readFileSync(new URL('../../../../examples/team-swiss.trf', import.meta.url), 'utf8');

describe('teamSwiss in PAIRING_SYSTEMS', () => {
  test('rochade pair --team finds it; its team engine pairs as the engine does', () => {
    const s = pairingSystemByFlag('team');
    expect(s?.id).toBe('teamSwiss');
    const t = unwrap(s!.team!.read(example)).tournament;
    expect(s!.team!.pairNextRound(t)).toEqual(pairTeamSwissRound(t));
  });

  test.each(['FIDE_TEAM', 'FIDE_TEAM_TYPEA_MP_GP', 'FIDE_TEAM_TYPEB_GP', 'FIDE_TEAM_MP'])(
    'a tournament whose 192 says %s is the Swiss Team system; its players are not paired by it',
    (code) => {
      const t = { ...unwrap(parseTrfTeam(example)).tournament, pairingSystem: code };
      const s = pairingSystemOf(t);
      expect(s?.id).toBe('teamSwiss');
      expect(s!.pairNextRound(t).ok).toBe(false);
    },
  );

  test('a Swiss without a code is still the Dutch system', () => {
    const t = unwrap(parseTrfTeam(example)).tournament;
    expect(pairingSystemOf({ ...t, pairingSystem: undefined })?.id).toBe('dutch');
  });

  test('a 250 team acceleration is refused at its line, not ignored', () => {
    const r = parseTeamSwissTrf(`${example}250 00.0 02.0 001 003 0001 0005\n`);
    expect(r.ok ? 'read' : r.error.kind).toBe('badAcceleration');
  });
});
