import type { TournamentKind } from '../../tournament/model.ts';

/**
 * TRF has no tournament-kind record: `092` is free text and `192` names a pairing system. Rochade
 * writes a kind that has no pairing-system code as one of these `192` codes and reads kinds back
 * from any `192` code that names a round robin or knockout.
 */
export const KIND_CODES: Readonly<Record<Exclude<TournamentKind, 'swiss'>, string>> = {
  roundRobin: 'ROUND_ROBIN',
  doubleRoundRobin: 'DOUBLE_ROUND_ROBIN',
  knockout: 'KNOCKOUT',
  teamMatch: 'TEAM_MATCH',
};

export function kindFromPairingSystem(
  code: string | undefined,
): { readonly kind: TournamentKind; readonly kindOnly: boolean } | undefined {
  if (code === undefined) return undefined;
  const c = code.trim().toUpperCase();
  const own = (Object.entries(KIND_CODES) as [TournamentKind, string][]).find(([, v]) => v === c);
  if (own) return { kind: own[0], kindOnly: true };
  const rr = /ROUND.?ROBIN|BERGER|(^|_)RR($|_)/.test(c);
  if (rr && /DOUBLE|(^|_)DRR($|_)/.test(c)) return { kind: 'doubleRoundRobin', kindOnly: false };
  if (rr) return { kind: 'roundRobin', kindOnly: false };
  if (/KNOCK.?OUT|(^|_)KO($|_)/.test(c)) return { kind: 'knockout', kindOnly: false };
  return { kind: 'swiss', kindOnly: false };
}
