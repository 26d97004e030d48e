// Team tiebreaks as data, like the individual TIEBREAKS registry: code, name, rule citation, the
// modifiers a code takes, whether it reads single boards, and how it orders a tied group.
import { err, ok, type Result } from '../../result.ts';
import { splitTiebreakCode } from '../../tiebreaks/spec.ts';
import type { KnockoutTiebreak, TeamScore } from './directEncounter.ts';
import type { TeamEvent, TeamId } from '../../tournament/team.ts';
import {
  berlinerTotals,
  boardCount,
  boardTotals,
  compareBottomBoardElimination,
  compareTopBoards,
  extendedSonnebornBerger,
  gamePoints,
  matchPoints,
  olympiadBuchholz,
  secondaryScore,
  sssc,
  type EsbVariant,
} from './values.ts';

/** Modifiers of team codes: `C1`/`C2` cut (C.07 14.1), `K<f>` SSSC factor (13.4), `B<k>` first k boards. */
export const TEAM_MODIFIERS = ['cut', 'factor', 'firstBoards'] as const;
export type TeamModifier = (typeof TEAM_MODIFIERS)[number];

/** A team code as written, read against the registry. */
export interface TeamTiebreakSpec {
  readonly text: string;
  readonly code: TeamTiebreakCode;
  readonly cut: number;
  readonly factor?: number;
  readonly firstBoards?: number;
}

/** How a team tiebreak orders a tied group: by a value, by a comparator, or as a group operation (EDE). */
export type TeamRule =
  | { readonly kind: 'value'; readonly values: ReadonlyMap<TeamId, number>; readonly asc?: boolean }
  | { readonly kind: 'compare'; readonly compare: (a: TeamId, b: TeamId) => number }
  | { readonly kind: 'group'; readonly then: readonly KnockoutTiebreak[] };

export interface TeamTiebreakDef<C extends string = string> {
  readonly code: C;
  readonly name: string;
  readonly rule: string;
  readonly modifiers: readonly TeamModifier[];
  /** Reads single boards: meaningless for a crosstable of match scores. */
  readonly needsBoards: boolean;
  readonly compute: (ev: TeamEvent, spec: TeamTiebreakSpec, primary: TeamScore) => TeamRule;
}

const value = (values: ReadonlyMap<TeamId, number>, asc = false): TeamRule =>
  asc ? { kind: 'value', values, asc } : { kind: 'value', values };

const esb = <C extends EsbVariant>(code: C, name: string): TeamTiebreakDef<C> => ({
  code,
  name: `Extended Sonneborn-Berger, ${name}`,
  rule: 'C.07 13.2',
  modifiers: ['cut'],
  needsBoards: false,
  compute: (ev, s) => value(extendedSonnebornBerger(ev, code, s.cut)),
});

const ede = <C extends string>(
  code: C,
  then: readonly KnockoutTiebreak[],
  name: string,
  rule: string,
): TeamTiebreakDef<C> => ({
  code,
  name,
  rule,
  modifiers: [],
  needsBoards: then.length > 0,
  compute: () => ({ kind: 'group', then }),
});

const totals = (ev: TeamEvent, id: TeamId): readonly number[] => boardTotals(ev).get(id) ?? [];

/**
 * The registry as a record whose every key is its definition's code, checked by the type: a typed
 * identity, so the record needs neither a cast nor a second list of codes.
 */
const keyedByCode = <const R extends { readonly [C in keyof R & string]: TeamTiebreakDef<C> }>(defs: R): R =>
  defs;

const DEFS = keyedByCode({
  MP: {
    code: 'MP',
    name: 'Match points',
    rule: 'C.07 11',
    modifiers: [],
    needsBoards: false,
    compute: (ev) => value(matchPoints(ev)),
  },
  GP: {
    code: 'GP',
    name: 'Game points',
    rule: 'C.07 11',
    modifiers: [],
    needsBoards: false,
    compute: (ev) => value(gamePoints(ev)),
  },
  MPVGP: {
    code: 'MPVGP',
    name: 'Secondary score',
    rule: 'C.07 13.1',
    modifiers: [],
    needsBoards: false,
    compute: (ev, _s, primary) => value(secondaryScore(ev, primary)),
  },
  BC: {
    code: 'BC',
    name: 'Board count, lower is better',
    rule: 'C.07 12.1',
    modifiers: [],
    needsBoards: true,
    compute: (ev) => value(boardCount(ev), true),
  },
  TBR: {
    code: 'TBR',
    name: 'Top-board results',
    rule: 'C.07 12.2',
    modifiers: [],
    needsBoards: true,
    compute: (ev) => ({ kind: 'compare', compare: (a, b) => compareTopBoards(totals(ev, a), totals(ev, b)) }),
  },
  BBE: {
    code: 'BBE',
    name: 'Bottom-board elimination',
    rule: 'C.07 12.3',
    modifiers: [],
    needsBoards: true,
    compute: (ev) => ({
      kind: 'compare',
      compare: (a, b) => compareBottomBoardElimination(totals(ev, a), totals(ev, b)),
    }),
  },
  EMMSB: esb('EMMSB', 'opponent MP × own MP'),
  EMGSB: esb('EMGSB', 'opponent MP × own GP'),
  EGMSB: esb('EGMSB', 'opponent GP × own MP'),
  EGGSB: esb('EGGSB', 'opponent GP × own GP'),
  EDE: ede('EDE', [], 'Extended direct encounter', 'C.07 13.3'),
  EDEB: ede(
    'EDEB',
    ['BBE'],
    'Extended direct encounter, then bottom-board elimination between two still tied',
    'C.07 13.3.2, 12.3',
  ),
  EDET: ede(
    'EDET',
    ['TBR'],
    'Extended direct encounter, then top-board results between two still tied',
    'C.07 13.3.2, 12.2',
  ),
  EDEBB: ede(
    'EDEBB',
    ['BC', 'BBE'],
    'Extended direct encounter, then board count and bottom-board elimination between two still tied',
    'C.07 13.3.2, 12.1, 12.3',
  ),
  EDEBT: ede(
    'EDEBT',
    ['BC', 'TBR'],
    'Extended direct encounter, then board count and top-board results between two still tied',
    'C.07 13.3.2, 12.1, 12.2',
  ),
  SSSC: {
    code: 'SSSC',
    name: 'Secondary score + Buchholz of the primary score ÷ normalising factor',
    rule: 'C.07 13.4',
    modifiers: ['factor'],
    needsBoards: false,
    compute: (ev, s, primary) => value(sssc(ev, primary, s.factor)),
  },
  OSB: {
    code: 'OSB',
    name: 'Olympiad Sonneborn-Berger',
    rule: 'Olympiad 2008 G, Wertungs-Regularien',
    modifiers: [],
    needsBoards: false,
    compute: (ev) => value(extendedSonnebornBerger(ev, 'EMGSB', 1)),
  },
  OBH: {
    code: 'OBH',
    name: 'Olympiad Buchholz, lowest opponent dropped',
    rule: 'Wertungs-Regularien',
    modifiers: [],
    needsBoards: false,
    compute: (ev) => value(olympiadBuchholz(ev)),
  },
  BW: {
    code: 'BW',
    name: 'Berliner Wertung per match, summed',
    rule: 'Wertungs-Regularien',
    modifiers: ['firstBoards'],
    needsBoards: true,
    compute: (ev, s) => value(berlinerTotals(ev, s.firstBoards)),
  },
});

/** The team codes (the registry's keys). */
export type TeamTiebreakCode = keyof typeof DEFS;

/** Every team tiebreak, keyed by its code (C.07 11-13, Olympiad 2008, Wertungs-Regularien). */
export const TEAM_TIEBREAKS: Readonly<Record<TeamTiebreakCode, TeamTiebreakDef>> = DEFS;

/** The team codes, in the registry's order (derived from its entries: one list, no drift). */
export const TEAM_TIEBREAK_CODES: readonly TeamTiebreakCode[] = Object.values(DEFS).map((d) => d.code);

export const isTeamTiebreakCode = (code: string): code is TeamTiebreakCode =>
  (TEAM_TIEBREAK_CODES as readonly string[]).includes(code);

/** Names and rules of the team codes, for legends (derived from the registry). */
export const TEAM_TIEBREAK_NAMES: Readonly<
  Record<TeamTiebreakCode, { readonly name: string; readonly rule: string }>
> = TEAM_TIEBREAKS;

export interface TeamTiebreakSpecError {
  readonly kind: 'badTiebreak';
  readonly text: string;
  readonly message: string;
}

const MODIFIER_HELP = 'C1 and C2 go with the ESB codes, K<factor> with SSSC, B<boards> with BW';

/** Reads `EMGSB/C1`, `SSSC/K4`, `BW/B4`, `EDE` … against the registry (the split of individual codes). */
export function parseTeamTiebreakSpec(text: string): Result<TeamTiebreakSpec, TeamTiebreakSpecError> {
  const bad = (message: string) =>
    err({ kind: 'badTiebreak' as const, text, message: `team tiebreak "${text}": ${message}` });
  const { head, mods } = splitTiebreakCode(text);
  if (!isTeamTiebreakCode(head))
    return bad(`unknown code "${head}" (expected ${TEAM_TIEBREAK_CODES.join(', ')})`);
  const def = TEAM_TIEBREAKS[head];
  let cut = 0;
  let factor: number | undefined;
  let firstBoards: number | undefined;
  for (const m of mods) {
    const c = /^C([12])$/.exec(m);
    const k = /^K([1-9]\d*(?:\.\d+)?)$/.exec(m);
    const b = /^B([1-9]\d?)$/.exec(m);
    if (c && def.modifiers.includes('cut')) cut = Number(c[1]);
    else if (k && def.modifiers.includes('factor')) factor = Number(k[1]);
    else if (b && def.modifiers.includes('firstBoards')) firstBoards = Number(b[1]);
    else if (def.modifiers.length === 0) return bad(`"${head}" takes no modifier`);
    else return bad(`modifier "${m}" is not allowed here (${MODIFIER_HELP})`);
  }
  return ok({
    text,
    code: head,
    cut,
    ...(factor !== undefined ? { factor } : {}),
    ...(firstBoards !== undefined ? { firstBoards } : {}),
  });
}

/** True for a code (as written, with modifiers) that reads single boards. */
export function needsBoardResults(text: string): boolean {
  const { head } = splitTiebreakCode(text);
  return isTeamTiebreakCode(head) && TEAM_TIEBREAKS[head].needsBoards;
}

/** Legend of a team code as written: name, modifiers in words, rule (`EMGSB/C1` → "…, cut 1 (C.07 13.2, 14.1)"). */
export function describeTeamTiebreak(text: string): string {
  const spec = parseTeamTiebreakSpec(text);
  if (!spec.ok) return text;
  const s = spec.value;
  const def = TEAM_TIEBREAKS[s.code];
  const words = [
    ...(s.cut > 0 ? [`cut ${s.cut}`] : []),
    ...(s.factor !== undefined ? [`K = ${s.factor}`] : []),
    ...(s.firstBoards !== undefined ? [`boards 1-${s.firstBoards}`] : []),
  ];
  return `${[def.name, ...words].join(', ')} (${def.rule}${s.cut > 0 ? ', 14.1' : ''})`;
}
