import { describe, expect, it } from 'vitest';
import {
  LEAGUE_RULE_SETS,
  LINEUP_RULES,
  checkLineup,
  lineupRulesOf,
  proposeLineup,
  type LineupContext,
  type LineupRules,
} from '../../../../core/team/index.ts';

// A club with three 4-board teams; its overall order (Gesamtrangliste) is a1..a4, b1..b4, c1..c4.
const teams = [
  { team: 'SK 1', players: ['a1', 'a2', 'a3', 'a4'] },
  { team: 'SK 2', players: ['b1', 'b2', 'b3', 'b4'] },
  { team: 'SK 3', players: ['c1', 'c2', 'c3', 'c4'] },
];
const played = (rows: Record<string, Record<string, number>>) =>
  new Map(Object.entries(rows).map(([p, t]) => [p, new Map(Object.entries(t))]));
const ctx = (
  team: string,
  rules: LineupRules,
  games: Record<string, Record<string, number>> = {},
): LineupContext => ({
  teams,
  team,
  rules,
  played: played(games),
});
const { hamburg, rheinland, augsburg, strict } = LINEUP_RULES;

type Row = {
  name: string;
  ctx: LineupContext;
  lineup: (string | undefined)[];
  breaks: { kind: string; board: number; player: string; expectedBoard?: number; otherTeam?: string }[];
};

const rows: Row[] = [
  {
    name: 'the registered order is kept',
    ctx: ctx('SK 1', hamburg),
    lineup: ['a1', 'a2', 'a3', 'a4'],
    breaks: [],
  },
  // Hamburg TO § 15: "entsprechend seiner Ranglistennummer einzureihen" – no tolerance: a2 above a1
  // puts both one board away from their place.
  {
    name: 'Hamburg § 15: two neighbours swapped break the order (tolerance 0)',
    ctx: ctx('SK 1', hamburg),
    lineup: ['a2', 'a1', 'a3', 'a4'],
    breaks: [
      { kind: 'boardOrder', board: 1, player: 'a2', expectedBoard: 2 },
      { kind: 'boardOrder', board: 2, player: 'a1', expectedBoard: 1 },
    ],
  },
  // Rheinland TO Nr. VII (SV Konz): "um einen Platz gewechselt" is allowed, two places are not.
  {
    name: 'Rheinland: a swap by one place is allowed',
    ctx: ctx('SK 1', rheinland),
    lineup: ['a2', 'a1', 'a3', 'a4'],
    breaks: [],
  },
  {
    name: 'Rheinland: a player two places too high breaks the tolerance of one',
    ctx: ctx('SK 1', rheinland),
    lineup: ['a3', 'a1', 'a2', 'a4'],
    breaks: [{ kind: 'boardOrder', board: 1, player: 'a3', expectedBoard: 3 }],
  },
  // Reserves rank after the team's own players: b1 (club no. 5) on board 1 of SK 1 above a2.
  {
    name: 'Hamburg § 15: a reserve from the lower team above the own players breaks the order',
    ctx: ctx('SK 1', hamburg),
    lineup: ['b1', 'a2', 'a3', 'a4'],
    // Each player moved off their place is named: a2..a4 stand one board below it (Augsburg TO § 7 (9)
    // makes all of them lose: "alle Spieler mit kleinerer Rangnummer als ein Spieler, der vor ihnen
    // eingesetzt ist").
    breaks: [
      { kind: 'boardOrder', board: 1, player: 'b1', expectedBoard: 4 },
      { kind: 'boardOrder', board: 2, player: 'a2', expectedBoard: 1 },
      { kind: 'boardOrder', board: 3, player: 'a3', expectedBoard: 2 },
      { kind: 'boardOrder', board: 4, player: 'a4', expectedBoard: 3 },
    ],
  },
  {
    name: 'a reserve below the own players is in order',
    ctx: ctx('SK 1', hamburg),
    lineup: ['a2', 'a3', 'a4', 'b1'],
    breaks: [],
  },
  // Hamburg § 15: "höchstens insgesamt dreimal in einer höheren Klasse": the fourth time breaks it,
  // games in SK 1 and in SK 2 counted together for c1.
  {
    name: 'Hamburg § 15: a fourth game above (1 + 2 before) breaks the reserve limit of three',
    ctx: ctx('SK 2', hamburg, { c1: { 'SK 1': 1, 'SK 2': 2 } }),
    lineup: ['b1', 'b2', 'b3', 'c1'],
    breaks: [{ kind: 'reserveLimit', board: 4, player: 'c1', otherTeam: 'SK 3' }],
  },
  {
    name: 'Hamburg § 15: the third game above is allowed',
    ctx: ctx('SK 2', hamburg, { c1: { 'SK 2': 2 } }),
    lineup: ['b1', 'b2', 'b3', 'c1'],
    breaks: [],
  },
  // Only players of a lower class stand in (Hamburg § 15 "in einer niedrigeren Klasse").
  {
    name: 'a first-team player in the second team',
    ctx: ctx('SK 2', hamburg),
    lineup: ['a4', 'b1', 'b2', 'b3'],
    breaks: [{ kind: 'higherTeam', board: 1, player: 'a4', otherTeam: 'SK 1' }],
  },
  // Schachverband Augsburg (16 Apr 2016): "zum 4. Mal in der Landesliga Süd eingesetzt … festgespielt
  // und für untergeordnete Ligen nicht mehr startberechtigt".
  {
    name: 'Augsburg: four games in the first team fix b2 there; playing for the second team breaks it',
    ctx: ctx('SK 2', augsburg, { b2: { 'SK 1': 4 } }),
    lineup: ['b1', 'b2', 'b3', 'b4'],
    breaks: [{ kind: 'fixed', board: 2, player: 'b2', otherTeam: 'SK 1' }],
  },
  {
    name: 'Augsburg: three games above do not fix',
    ctx: ctx('SK 2', augsburg, { b2: { 'SK 1': 3 } }),
    lineup: ['b1', 'b2', 'b3', 'b4'],
    breaks: [],
  },
  {
    name: 'Augsburg: fixed to the first team, b2 may still play there',
    ctx: ctx('SK 1', augsburg, { b2: { 'SK 1': 4 } }),
    lineup: ['a1', 'a2', 'a3', 'b2'],
    breaks: [],
  },
  {
    name: 'a player in no list, and an empty board',
    ctx: ctx('SK 3', hamburg),
    lineup: ['c1', 'x9', undefined, 'c2'],
    breaks: [{ kind: 'notRegistered', board: 2, player: 'x9' }],
  },
  {
    name: 'a player on two boards',
    ctx: ctx('SK 3', strict),
    lineup: ['c1', 'c2', 'c1', 'c3'],
    breaks: [{ kind: 'twice', board: 3, player: 'c1' }],
  },
  {
    name: 'reserves not allowed',
    ctx: ctx('SK 2', { ...strict, reserves: false }),
    lineup: ['b1', 'b2', 'b3', 'c1'],
    breaks: [{ kind: 'reserve', board: 4, player: 'c1', otherTeam: 'SK 3' }],
  },
  {
    name: 'unregistered players allowed: placed after every registered player',
    ctx: ctx('SK 3', { ...strict, unregistered: true }),
    lineup: ['x9', 'c1', 'c2', 'c3'],
    breaks: [
      { kind: 'boardOrder', board: 1, player: 'x9', expectedBoard: 4 },
      { kind: 'boardOrder', board: 2, player: 'c1', expectedBoard: 1 },
      { kind: 'boardOrder', board: 3, player: 'c2', expectedBoard: 2 },
      { kind: 'boardOrder', board: 4, player: 'c3', expectedBoard: 3 },
    ],
  },
];

describe('checkLineup: each break named and located', () => {
  it.each(rows)('$name', ({ ctx, lineup, breaks }) => {
    const got = checkLineup(ctx, lineup);
    expect(
      got.map((b) => ({
        kind: b.kind,
        board: b.board,
        player: b.player,
        ...(b.expectedBoard !== undefined ? { expectedBoard: b.expectedBoard } : {}),
        ...(b.otherTeam !== undefined ? { otherTeam: b.otherTeam } : {}),
      })),
    ).toEqual(breaks);
    for (const b of got) expect(b.source).toBe(ctx.rules.source);
  });
});

describe('proposeLineup', () => {
  it.each([
    {
      name: 'all available: the registered order',
      ctx: ctx('SK 1', hamburg),
      available: ['a1', 'a2', 'a3', 'a4', 'b1'],
      want: ['a1', 'a2', 'a3', 'a4'],
    },
    {
      name: 'a2 away: the own players move up, the first available reserve of SK 2 fills board 4',
      ctx: ctx('SK 1', hamburg),
      available: ['a1', 'a3', 'a4', 'b2', 'b3', 'c1'],
      want: ['a1', 'a3', 'a4', 'b2'],
    },
    {
      name: 'a reserve at the limit is skipped for the next one',
      ctx: ctx('SK 1', hamburg, { b2: { 'SK 1': 3 } }),
      available: ['a1', 'a3', 'a4', 'b2', 'b3'],
      want: ['a1', 'a3', 'a4', 'b3'],
    },
    {
      name: 'a player fixed above is not proposed below; too few players leave boards empty',
      ctx: ctx('SK 2', augsburg, { b1: { 'SK 1': 4 } }),
      available: ['a1', 'b1', 'b2'],
      want: ['b2', undefined, undefined, undefined],
    },
  ])('$name', ({ ctx, available, want }) => {
    const got = proposeLineup(ctx, new Set(available), 4);
    expect(got).toEqual(want);
    // A proposal keeps the rules it was made by.
    expect(checkLineup(ctx, got)).toEqual([]);
  });
});

describe('line-up rules in the league rule sets', () => {
  it('Hamburg carries its § 15 line-up rules; a rule set without them falls back to the strict order', () => {
    expect(LEAGUE_RULE_SETS.hamburg.lineup).toBe(LINEUP_RULES.hamburg);
    expect(lineupRulesOf('hamburg').reserveLimit).toBe(3);
    expect(lineupRulesOf('fide')).toBe(LINEUP_RULES.strict);
    expect(lineupRulesOf(undefined).boardOrderTolerance).toBe(0);
  });
});
