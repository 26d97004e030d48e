// League crosstables: teams × teams, each cell the board points the row team scored in one match
// (`5½`, `5,5`, `4½:3½`, `+` / `-` for a match won / lost by forfeit), two per pair in a double round
// robin (two sub-columns, or `5½ 3` in one cell). Optional header row and team-name column(s).
import { maxOf } from '../../arrays.ts';
import { err, ok, type Result } from '../../result.ts';
import type { HalfPoints } from '../../types.ts';
import type { TeamEvent, TeamId, TeamMatch } from '../../tournament/team.ts';
import { fullForfeit, type ForfeitScore } from '../../tournament/league.ts';
import { cellText, formatPointsHalf, isDiagonalMark, parsePointsText } from '../cellValue.ts';
import type { FormatError } from '../formatError.ts';

export interface LeagueCrosstableOptions {
  readonly name?: string;
  /** Boards per match; default inferred from `a:b` cells, else from the mirror cells' sums. */
  readonly boards?: number;
  /** Half-points of a forfeit win / loss; default the whole match (boards : 0). */
  readonly forfeit?: ForfeitScore;
}

/** Where the teams sit in the given cells (0-based rows and columns). */
export interface LeagueLayout {
  readonly headerRow?: number;
  /** Input row of each team: index = team id - 1. */
  readonly teamRows: readonly number[];
  readonly firstResultColumn: number;
  /** Two sub-columns per team (double round robin). */
  readonly subColumns: boolean;
}

export interface LeagueParsed {
  /**
   * The crosstable as a team event: teams in row order (id = index + 1), each match known by its
   * totals (`TeamMatch.totals`, no boards), in a round of the circle method (`crosstableRound`); a
   * pair without a match has not played yet.
   */
  readonly table: TeamEvent;
  readonly layout: LeagueLayout;
}

/** Rounds per leg of a round robin of `teams` teams (circle method: an odd count plays with a bye). */
export const roundsPerLeg = (teams: number): number => Math.max(1, (teams % 2 === 0 ? teams : teams + 1) - 1);

/**
 * The round of pair (i, j) in a round robin of m (even) places by the circle method (0-based teams):
 * (i + j) mod (m − 1), the last place meeting i in round 2i mod (m − 1).
 */
function circleRound(i: number, j: number, m: number): number {
  const last = m - 1;
  if (i === last) return (2 * j) % last;
  if (j === last) return (2 * i) % last;
  return (i + j) % last;
}

/**
 * The round of teams a and b (ids 1 … teams) in leg 1 or 2 of a crosstable: a crosstable has no round
 * numbers; these keep every team to one match per round (the circle method), all the team tiebreaks
 * need, and leg 2 after leg 1.
 */
export function crosstableRound(a: TeamId, b: TeamId, leg: 1 | 2, teams: number): number {
  const m = teams % 2 === 0 ? teams : teams + 1;
  return circleRound(a - 1, b - 1, m) + 1 + (leg - 1) * roundsPerLeg(teams);
}

/** One leg's cell content from the row team's side. */
type Leg =
  | { readonly kind: 'none' }
  | { readonly kind: 'points'; readonly own: HalfPoints; readonly opp?: HalfPoints }
  | { readonly kind: 'forfeit'; readonly won: boolean };

const NONE: Leg = { kind: 'none' };
const EXPECTED_CELL = 'board points like 5½, 5,5, 4½:3½, + or -, or two of them ("5½ 3")';
const TRAILING_HEADERS =
  /^(mp|bp|mannschaftspunkte|brettpunkte|pkt\.?|punkte|points|pts|rang|rank|pl\.?|platz|place|nr\.?)$/i;

function parseLeg(s: string): Leg | undefined {
  if (s === '') return NONE;
  if (s === '+') return { kind: 'forfeit', won: true };
  if (s === '-' || s === '−') return { kind: 'forfeit', won: false };
  if (/\s/.test(s.replace(/\s*:\s*/, ':'))) return undefined; // `5 ½` is two legs, 5 and ½
  const pair = /^([^:]+):([^:]+)$/.exec(s);
  if (pair) {
    const own = parsePointsText(pair[1] ?? '');
    const opp = parsePointsText(pair[2] ?? '');
    return own === undefined || opp === undefined ? undefined : { kind: 'points', own, opp };
  }
  const own = parsePointsText(s);
  return own === undefined ? undefined : { kind: 'points', own };
}

/** One cell: one leg, or two (`5½ 3`, `+ 4`, `5 ½` = 5 and ½). */
function parseCell(s: string): readonly Leg[] | undefined {
  const one = parseLeg(s);
  if (one) return [one];
  const parts = s.split(/\s*\|\s*|\s+/).filter((p) => p !== '');
  if (parts.length !== 2) return undefined;
  const legs = parts.map(parseLeg);
  return legs.every((l): l is Leg => l !== undefined && l.kind !== 'none') ? legs : undefined;
}

/**
 * Two teams' board points fit a match of `boards` boards: all of them, or fewer by whole boards that
 * both teams left empty (each scores 0 there, `4½:2½` in 8 boards). Half a point short is a typo.
 */
const fitsBoards = (sum: HalfPoints, boards: number): boolean =>
  sum <= 2 * boards && (2 * boards - sum) % 2 === 0;

const fe = (e: Omit<FormatError, 'format'>): FormatError => ({ format: 'crosstable', ...e });
const place = (row: number, column: number): string => `row ${row + 1}, column ${column + 1}`;
const showLeg = (l: Leg): string =>
  l.kind === 'none'
    ? 'blank'
    : l.kind === 'forfeit'
      ? l.won
        ? '+'
        : '-'
      : `${formatPointsHalf(l.own)}${l.opp !== undefined ? `:${formatPointsHalf(l.opp)}` : ''}`;

interface Shape {
  readonly headerRow?: number;
  readonly rows: readonly number[];
  readonly lead: number;
  readonly sub: boolean;
  readonly n: number;
}

/** Reads the cells under one assumed shape. */
function readShape(
  g: readonly (readonly string[])[],
  shape: Shape,
  opts: LeagueCrosstableOptions,
): Result<LeagueParsed, FormatError> {
  const { rows, lead, sub, n } = shape;
  if (n < 2) return err(fe({ kind: 'tooFewTeams', expected: 'at least two teams' }));
  // legs[i][j] = the row team i's legs against j, with the place of each leg's cell
  const cells: { legs: Leg[]; at: [number, number][] }[][] = [];
  let two = sub;
  for (let i = 0; i < n; i++) {
    const row = rows[i] ?? 0;
    const line: { legs: Leg[]; at: [number, number][] }[] = [];
    for (let j = 0; j < n; j++) {
      const cols = sub ? [lead + 2 * j, lead + 2 * j + 1] : [lead + j];
      if (i === j) {
        for (const c of cols) {
          const t = g[row]?.[c] ?? '';
          if (!isDiagonalMark(t))
            return err(
              fe({
                kind: 'badDiagonal',
                row: row + 1,
                column: c + 1,
                found: t,
                expected: 'a blank cell, * or x on the diagonal',
              }),
            );
        }
        line.push({ legs: [], at: [] });
        continue;
      }
      const legs: Leg[] = [];
      const at: [number, number][] = [];
      for (const c of cols) {
        const t = g[row]?.[c] ?? '';
        const p = parseCell(t);
        if (!p || (sub && p.length > 1))
          return err(fe({ kind: 'badCell', row: row + 1, column: c + 1, found: t, expected: EXPECTED_CELL }));
        if (p.length > 1) two = true;
        for (const l of p) {
          legs.push(l);
          at.push([row, c]);
        }
      }
      line.push({ legs, at });
    }
    cells.push(line);
  }
  const legCount: 1 | 2 = two ? 2 : 1;
  // Boards: given, else an `a:b` cell, else the most common mirror sum of two point cells.
  let boards = opts.boards;
  if (boards === undefined) {
    const sums = new Map<number, number>();
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        for (let k = 0; k < legCount; k++) {
          const x = cells[i]?.[j]?.legs[k];
          const y = cells[j]?.[i]?.legs[k];
          if (x?.kind === 'points' && x.opp !== undefined) boards = boards ?? (x.own + x.opp) / 2;
          if (x?.kind === 'points' && y?.kind === 'points')
            sums.set(x.own + y.own, (sums.get(x.own + y.own) ?? 0) + 1);
        }
    if (boards === undefined && sums.size > 0) {
      const best = [...sums].reduce((a, b) => (b[1] > a[1] ? b : a));
      boards = best[0] / 2;
    }
  }
  const matches: TeamMatch[] = [];
  const b = boards ?? 0;
  const forfeit = opts.forfeit ?? fullForfeit(b);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = 0; k < legCount; k++) {
        const x = cells[i]?.[j]?.legs[k] ?? NONE;
        const y = cells[j]?.[i]?.legs[k] ?? NONE;
        const [xr, xc] = cells[i]?.[j]?.at[k] ?? cells[i]?.[j]?.at[0] ?? [rows[i] ?? 0, lead];
        const [yr, yc] = cells[j]?.[i]?.at[k] ?? cells[j]?.[i]?.at[0] ?? [rows[j] ?? 0, lead];
        const leg = legCount === 2 ? ` (leg ${k + 1})` : '';
        const mismatch = (detail: string) =>
          err(
            fe({
              kind: 'mirrorMismatch',
              row: yr + 1,
              column: yc + 1,
              found: showLeg(y),
              otherRow: xr + 1,
              otherColumn: xc + 1,
              expected: `the mirror of "${showLeg(x)}" in ${place(xr, xc)}${leg}`,
              detail,
            }),
          );
        if (x.kind === 'none' && y.kind === 'none') continue;
        if (x.kind === 'none' || y.kind === 'none')
          return mismatch('one cell of the match is blank, the other is not');
        if (x.kind === 'forfeit' || y.kind === 'forfeit') {
          if (x.kind !== 'forfeit' || y.kind !== 'forfeit' || x.won === y.won)
            return mismatch('a forfeit (+) in one cell needs - in the other');
          if (boards === undefined && opts.forfeit === undefined)
            return err(
              fe({ kind: 'noBoards', expected: 'the number of boards per match (no cell shows it)' }),
            );
          matches.push({
            round: crosstableRound(i + 1, j + 1, (k + 1) as 1 | 2, n),
            home: i + 1,
            away: j + 1,
            boards: [],
            totals: {
              home: x.won ? forfeit.win : forfeit.loss,
              away: x.won ? forfeit.loss : forfeit.win,
              forfeit: x.won ? 'away' : 'home',
            },
          });
          continue;
        }
        if (boards === undefined)
          return err(fe({ kind: 'noBoards', expected: 'the number of boards per match (no cell shows it)' }));
        for (const [l, r, c] of [
          [x, xr, xc],
          [y, yr, yc],
        ] as const)
          if (l.opp !== undefined && !fitsBoards(l.own + l.opp, b))
            return err(
              fe({
                kind: 'boardsMismatch',
                row: r + 1,
                column: c + 1,
                found: showLeg(l),
                expected: `two scores adding up to ${b} (the boards per match), or less by whole boards both teams left empty`,
              }),
            );
        if (
          !fitsBoards(x.own + y.own, b) ||
          (x.opp !== undefined && x.opp !== y.own) ||
          (y.opp !== undefined && y.opp !== x.own)
        )
          return mismatch(
            `the two teams' board points add up to ${formatPointsHalf(x.own + y.own)}, but a match has ${b} boards`,
          );
        matches.push({
          round: crosstableRound(i + 1, j + 1, (k + 1) as 1 | 2, n),
          home: i + 1,
          away: j + 1,
          boards: [],
          totals: { home: x.own, away: y.own },
        });
      }
  const nameCol = lead > 0 ? lastTextColumn(g, rows, lead) : undefined;
  const teams = rows.map((r, i) => {
    const t = nameCol === undefined ? '' : (g[r]?.[nameCol] ?? '');
    return t !== '' ? t : `Team ${i + 1}`;
  });
  return ok({
    table: {
      name: opts.name ?? '',
      teams: teams.map((name, i) => ({ id: i + 1, name })),
      rounds: roundsPerLeg(n) * legCount,
      boards: b,
      matches,
    },
    layout: {
      ...(shape.headerRow !== undefined ? { headerRow: shape.headerRow } : {}),
      teamRows: rows,
      firstResultColumn: lead,
      subColumns: sub,
    },
  });
}

/**
 * A header row names the teams over the result columns: 1, 2, 3 … (once or twice each) or text that
 * is not a result. A team row read as a header would hold results there, and is refused.
 */
function looksLikeHeader(row: readonly string[], lead: number, w: number): boolean {
  const heads = row.slice(lead, w).filter((c) => c !== '');
  if (heads.some((c) => parseCell(c) === undefined)) return true;
  const nums = heads.map(Number);
  return (
    nums.length > 0 && nums.every((x, k) => x === k + 1 || (k > 0 && x === nums[k - 1]) || x === (k >> 1) + 1)
  );
}

/** The rightmost leading column holding text that is not a number (the team names). */
function lastTextColumn(g: readonly (readonly string[])[], rows: readonly number[], lead: number): number {
  for (let c = lead - 1; c >= 0; c--) if (rows.some((r) => /[^\d\s.,]/.test(g[r]?.[c] ?? ''))) return c;
  return lead - 1;
}

/**
 * Parses a league crosstable from sheet cells (numbers, text, '' for empty). Every match is checked
 * against its mirror cell (the two teams' board points add up to the boards); a mismatch is an error
 * naming both cells. Never throws.
 */
export function parseLeagueCells(
  cells: readonly (readonly unknown[])[],
  opts: LeagueCrosstableOptions = {},
): Result<LeagueParsed, FormatError> {
  const g = cells.map((r) => (Array.isArray(r) ? r.map(cellText) : []));
  while (g.length > 0 && (g[g.length - 1] ?? []).every((c) => c === '')) g.pop();
  if (g.length === 0) return err(fe({ kind: 'empty', expected: 'a league crosstable' }));
  const attempts: FormatError[] = [];
  // Without a header first: a header row read as a team row fails on its diagonal or its names,
  // while a table without header read with one can lose its first team and still be consistent.
  for (const headerRow of [undefined, 0]) {
    const rows = g.map((r, i) => i).filter((i) => i !== headerRow && (g[i] ?? []).some((c) => c !== ''));
    const n = rows.length;
    let w = maxOf(g.map((r) => r.length));
    // Trailing columns of a published table (MP, BP, Rank) headed as such are left out.
    const head = headerRow === undefined ? undefined : g[headerRow];
    while (head && w > 0 && TRAILING_HEADERS.test(head[w - 1] ?? '')) w--;
    for (const sub of [false, true]) {
      const lead = w - (sub ? 2 * n : n);
      if (lead < 0) continue;
      if (headerRow !== undefined && !looksLikeHeader(g[headerRow] ?? [], lead, w)) continue;
      const r = readShape(g, { ...(headerRow !== undefined ? { headerRow } : {}), rows, lead, sub, n }, opts);
      if (r.ok) return r;
      attempts.push(r.error);
    }
  }
  // Report the error that got furthest: one located in a cell beats one about the shape.
  const located = attempts.filter(
    (e) => e.row !== undefined && e.kind !== 'badDiagonal' && e.kind !== 'badCell',
  );
  const best =
    located[0] ??
    attempts.find((e) => e.kind === 'badCell' && (e.row ?? 0) > 1) ??
    attempts.find((e) => e.row !== undefined) ??
    attempts[0];
  return err(
    best ??
      fe({
        kind: 'badShape',
        expected:
          'one row per team and one column (or two) per team, e.g. a name column and 8 result columns for 8 teams',
      }),
  );
}

export interface MakeLeagueOptions {
  /** Double round robin as two sub-columns instead of `5½ 3` in one cell. */
  readonly subColumns?: boolean;
}

/**
 * The cells of a league crosstable: a header row, a name column, `*` on the diagonal. Teams in the
 * event's order; a match in a round after the first leg's (`roundsPerLeg`) is the return leg; its
 * board points are its totals, or its boards' sum.
 */
export function makeLeagueCells(t: TeamEvent, opts: MakeLeagueOptions = {}): string[][] {
  const n = t.teams.length;
  const perLeg = roundsPerLeg(n);
  const legs = t.rounds > perLeg ? 2 : 1;
  const sub = legs === 2 && opts.subColumns === true;
  const legOf = (m: TeamMatch): 1 | 2 => (m.round > perLeg ? 2 : 1);
  const cell = (i: TeamId, j: TeamId, leg: 1 | 2): string => {
    const m = t.matches.find(
      (x) => legOf(x) === leg && ((x.home === i && x.away === j) || (x.home === j && x.away === i)),
    );
    if (!m) return '';
    const own = m.home === i ? 'home' : 'away';
    if (m.totals?.forfeit !== undefined) return m.totals.forfeit === own ? '-' : '+';
    return formatPointsHalf(m.totals ? m.totals[own] : m.boards.reduce((a, b) => a + b[own], 0));
  };
  const header = ['Team', ...t.teams.flatMap((_, j) => (sub ? [String(j + 1), ''] : [String(j + 1)]))];
  const rows = t.teams.map((row, i) => [
    row.name,
    ...t.teams
      .map((col, j) => {
        if (i === j) return sub ? ['*', '*'] : ['*'];
        const first = cell(row.id, col.id, 1);
        if (legs === 1) return [first];
        const second = cell(row.id, col.id, 2);
        return sub
          ? [first, second]
          : [second === '' ? first : `${first === '' ? '' : first} ${second}`.trim()];
      })
      .flat(),
  ]);
  return [header, ...rows];
}
