// A captain's line-up for one match against the league's line-up rules: the club's registered board
// order over all its teams (Gesamtrangliste, first team first), reserves from lower teams, the number
// of games a reserve may play above, a player fixed to a higher team (festgespielt), players not
// registered. The rules are data (`LineupRules`, held by the league rule sets with their sources).

/** What the league allows in a line-up; every field is one rule of its Turnierordnung. */
export interface LineupRules {
  /**
   * How many boards a player may stand away from the place the registered order gives them among the
   * players fielded: 0 = strictly in order.
   */
  readonly boardOrderTolerance: number;
  /** Players registered for a lower team of the club may stand in (Ersatzspieler). */
  readonly reserves: boolean;
  /** A lower team's player may stand in for higher teams at most this many times in the season. */
  readonly reserveLimit?: number;
  /**
   * After this many games for one higher team a player is fixed there (festgespielt) and may no
   * longer play for a team below it.
   */
  readonly fixedAfter?: number;
  /** Players in no team's list may play (placed after every registered player). */
  readonly unregistered: boolean;
  readonly source: string;
}

export const LINEUP_RULE_IDS = ['hamburg', 'rheinland', 'augsburg', 'strict'] as const;
export type LineupRulesId = (typeof LINEUP_RULE_IDS)[number];

/** Line-up rules of German leagues as published, each with its source. */
export const LINEUP_RULES: Readonly<Record<LineupRulesId, LineupRules>> = {
  hamburg: {
    boardOrderTolerance: 0,
    reserves: true,
    reserveLimit: 3,
    unregistered: false,
    source:
      'Turnierordnung des Hamburger Schachverbands (28 Nov 2011) § 15: players of a lower class "entsprechend seiner Ranglistennummer einzureihen", at most three times in total in a higher class',
  },
  rheinland: {
    boardOrderTolerance: 1,
    reserves: true,
    reserveLimit: 3,
    unregistered: false,
    source:
      'Turnierordnung Schachverband Rheinland Nr. VII as summarised by SV Konz ("Turnierregeln für die Praxis", schachverein-konz.de): the board order may change by one place against the registered order; players of lower teams play at most 3 times in a higher team',
  },
  augsburg: {
    boardOrderTolerance: 0,
    reserves: true,
    fixedAfter: 4,
    unregistered: false,
    source:
      'Schachverband Augsburg, Turnierordnung § 7 (9) as applied by its Spielleiter (16 Apr 2016, SK Mering 2 v SK Kriegshaber 3): the 4th game in a higher league fixes a player there (festgespielt), no longer eligible below; a wrong order loses the games of the players placed too low',
  },
  strict: {
    boardOrderTolerance: 0,
    reserves: true,
    unregistered: false,
    source:
      'The registered order without tolerance, reserves from lower teams placed after the team\'s own players (Hamburg TO § 15: "entsprechend seiner Ranglistennummer einzureihen"); no limit on reserve games recorded',
  },
};

export const LINEUP_BREAK_KINDS = [
  'boardOrder',
  'higherTeam',
  'reserve',
  'reserveLimit',
  'fixed',
  'notRegistered',
  'twice',
] as const;
export type LineupBreakKind = (typeof LINEUP_BREAK_KINDS)[number];

/** A team of the club and its registered players (ids), in board order. */
export interface ClubTeamList {
  readonly team: string;
  readonly players: readonly string[];
}

export interface LineupContext {
  /** The club's teams, the highest (first team) first. */
  readonly teams: readonly ClubTeamList[];
  /** The team that fields the line-up. */
  readonly team: string;
  readonly rules: LineupRules;
  /** Games played so far this season: player id → team → games. */
  readonly played?: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

/** One broken rule, located: the board, the player, which rule, and where the rule is written. */
export interface LineupBreak {
  readonly kind: LineupBreakKind;
  /** 1-based board. */
  readonly board: number;
  readonly player: string;
  /** For 'boardOrder': the board the registered order gives the player. */
  readonly expectedBoard?: number;
  /** For 'higherTeam', 'reserve', 'reserveLimit': the player's own team; for 'fixed': where fixed. */
  readonly otherTeam?: string;
  /** For 'reserveLimit' and 'fixed': the games already played that count. */
  readonly games?: number;
  /** The rule's number from the rule set (tolerance, limit, games to be fixed). */
  readonly limit?: number;
  readonly source: string;
}

interface Place {
  readonly teamIndex: number;
  /** Place in the club's overall order (all teams' lists concatenated). */
  readonly rank: number;
}

function placesOf(teams: readonly ClubTeamList[]): Map<string, Place> {
  const out = new Map<string, Place>();
  let rank = 0;
  teams.forEach((t, teamIndex) => {
    for (const p of t.players) if (!out.has(p)) out.set(p, { teamIndex, rank: rank++ });
  });
  return out;
}

const gamesFor = (ctx: LineupContext, player: string, team: string): number =>
  ctx.played?.get(player)?.get(team) ?? 0;

/** The highest team above the player's own (`ownIndex`) that `fixedAfter` fixes them to. */
function fixedTo(
  ctx: LineupContext,
  player: string,
  ownIndex: number,
): { team: string; index: number; games: number } | undefined {
  const n = ctx.rules.fixedAfter;
  if (n === undefined) return undefined;
  for (let i = 0; i < ownIndex; i++) {
    const team = ctx.teams[i]!.team;
    const games = gamesFor(ctx, player, team);
    if (games >= n) return { team, index: i, games };
  }
  return undefined;
}

/** Games a lower team's player has played for the teams above their own. */
function gamesAbove(ctx: LineupContext, player: string, ownIndex: number): number {
  let sum = 0;
  for (let i = 0; i < ownIndex; i++) sum += gamesFor(ctx, player, ctx.teams[i]!.team);
  return sum;
}

/**
 * Whether a player may play for the fielding team at all (apart from the board order): the break, or
 * undefined. `board` only locates the break.
 */
function eligibility(
  ctx: LineupContext,
  place: Place | undefined,
  fieldIndex: number,
  player: string,
  board: number,
): LineupBreak | undefined {
  const { rules } = ctx;
  const source = rules.source;
  if (place === undefined)
    return rules.unregistered ? undefined : { kind: 'notRegistered', board, player, source };
  const own = ctx.teams[place.teamIndex]!.team;
  if (place.teamIndex < fieldIndex) {
    // Hamburg TO § 15: substitutes come from a lower class only.
    return { kind: 'higherTeam', board, player, otherTeam: own, source };
  }
  const fixed = fixedTo(ctx, player, place.teamIndex);
  if (fixed !== undefined && fixed.index < fieldIndex)
    return {
      kind: 'fixed',
      board,
      player,
      otherTeam: fixed.team,
      games: fixed.games,
      ...(rules.fixedAfter !== undefined ? { limit: rules.fixedAfter } : {}),
      source,
    };
  if (place.teamIndex > fieldIndex) {
    if (!rules.reserves) return { kind: 'reserve', board, player, otherTeam: own, source };
    const above = gamesAbove(ctx, player, place.teamIndex);
    if (rules.reserveLimit !== undefined && above >= rules.reserveLimit)
      return {
        kind: 'reserveLimit',
        board,
        player,
        otherTeam: own,
        games: above,
        limit: rules.reserveLimit,
        source,
      };
  }
  return undefined;
}

/**
 * Every rule the line-up breaks, in board order. `lineup[k]` is the player id on board k + 1
 * (undefined: board left empty). A player placed twice is named on the second board.
 */
export function checkLineup(
  ctx: LineupContext,
  lineup: readonly (string | undefined)[],
): readonly LineupBreak[] {
  const places = placesOf(ctx.teams);
  const fieldIndex = ctx.teams.findIndex((t) => t.team === ctx.team);
  if (fieldIndex < 0) throw new Error(`checkLineup: team ${ctx.team} is not one of the club's teams`);
  const out: LineupBreak[] = [];
  const seen = new Set<string>();
  // Boards in the order check: each with the player's rank (unregistered players after everyone).
  const ordered: { board: number; rank: number; player: string }[] = [];
  let extra = places.size;
  lineup.forEach((player, k) => {
    if (player === undefined) return;
    const board = k + 1;
    if (seen.has(player)) {
      out.push({ kind: 'twice', board, player, source: ctx.rules.source });
      return;
    }
    seen.add(player);
    const place = places.get(player);
    const broken = eligibility(ctx, place, fieldIndex, player, board);
    if (broken) out.push(broken);
    if (broken?.kind === 'notRegistered' || broken?.kind === 'higherTeam') return;
    ordered.push({ board, rank: place?.rank ?? extra++, player });
  });
  // Place k among the fielded players against the place the registered order gives them.
  const byRank = [...ordered].sort((a, b) => a.rank - b.rank);
  const tolerance = ctx.rules.boardOrderTolerance;
  ordered.forEach((o, k) => {
    const want = byRank.findIndex((x) => x.player === o.player);
    if (Math.abs(want - k) > tolerance)
      out.push({
        kind: 'boardOrder',
        board: o.board,
        player: o.player,
        expectedBoard: ordered[want]!.board,
        limit: tolerance,
        source: ctx.rules.source,
      });
  });
  return out.sort(
    (a, b) => a.board - b.board || LINEUP_BREAK_KINDS.indexOf(a.kind) - LINEUP_BREAK_KINDS.indexOf(b.kind),
  );
}

/**
 * The line-up the rules suggest: the team's own registered players who are available, in board
 * order, then reserves from the teams below (nearest team first, each in its order) who may play,
 * until `boards` are filled; boards left over stay empty (undefined).
 */
export function proposeLineup(
  ctx: LineupContext,
  available: ReadonlySet<string>,
  boards: number,
): readonly (string | undefined)[] {
  const places = placesOf(ctx.teams);
  const fieldIndex = ctx.teams.findIndex((t) => t.team === ctx.team);
  if (fieldIndex < 0) throw new Error(`proposeLineup: team ${ctx.team} is not one of the club's teams`);
  const chosen: string[] = [];
  for (let i = fieldIndex; i < ctx.teams.length && chosen.length < boards; i++) {
    for (const p of ctx.teams[i]!.players) {
      if (chosen.length >= boards) break;
      if (!available.has(p) || chosen.includes(p) || places.get(p)?.teamIndex !== i) continue;
      if (eligibility(ctx, places.get(p), fieldIndex, p, chosen.length + 1) === undefined) chosen.push(p);
    }
  }
  return Array.from({ length: boards }, (_, k) => chosen[k]);
}
