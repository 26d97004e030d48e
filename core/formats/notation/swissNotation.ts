import { err, ok, type Result } from '../../result.ts';
import type { FormatError } from '../formatError.ts';
import type { Game, GameResult, Tournament, Unpaired, UnpairedKind } from '../../tournament/model.ts';
import type { Player } from '../../tournament/player.ts';
import { STANDARD_POINTS } from '../../tournament/pointSystem.ts';

/**
 * Swiss round-by-round notation as tournament cards list it, one player per line:
 *
 *     1 Alyx: +W9 =B13 =W2 +B15 =W4
 *     12: -W4 +BYE +F14 -- --
 *
 * Token = result (`+` `=` `-`, also `1` `½` `0`), colour (`W`, `B`, or `F` for a forfeit, which has
 * no colour) and the opponent's id. Byes: `+BYE` PAB, `=BYE` HPB, `+FPB` full-point bye, `--`
 * not paired (zero-point bye, also every round after a withdrawal), `-ABS` absent, `FREE` the free
 * round of a round robin, `*W9` paired but not played yet. A double forfeit is `-F` on both lines.
 * The line may start with the id (else the player's position in the list) and a name ended by `:`.
 * W/D/L "unrated" games, boards and colours of forfeits do not exist in this notation.
 */
const BYE_TOKENS: Readonly<Record<string, UnpairedKind>> = {
  '+BYE': 'PAB',
  '=BYE': 'HPB',
  '½BYE': 'HPB',
  '+FPB': 'FPB',
  '--': 'ZPB',
  '-BYE': 'ZPB',
  '-ZPB': 'ZPB',
  '-ABS': 'absent',
  FREE: 'free',
};
const BYE_WRITE: Readonly<Record<UnpairedKind, string>> = {
  PAB: '+BYE',
  HPB: '=BYE',
  FPB: '+FPB',
  ZPB: '--',
  absent: '-ABS',
  free: 'FREE',
};
const TOKEN = /^([+=½\-10*])([WBF])(\d+)$/;
const SCORE: Readonly<Record<string, string>> = {
  '+': '+',
  '1': '+',
  '=': '=',
  '½': '=',
  '-': '-',
  '0': '-',
  '*': '*',
};
const FACING: Readonly<Record<string, string>> = { '+': '-', '-': '+', '=': '=', '*': '*' };

const nErr = (
  line: number,
  column: number,
  found: string,
  expected: string,
  kind: FormatError['kind'],
  detail?: string,
): FormatError => ({
  kind,
  format: 'swissNotation',
  line,
  column,
  found,
  expected,
  ...(detail !== undefined ? { detail } : {}),
});

interface Tok {
  readonly text: string;
  readonly column: number;
}
interface Row {
  readonly id: number;
  readonly name: string;
  readonly line: number;
  readonly tokens: readonly Tok[];
}

function splitTokens(s: string, offset: number): Tok[] {
  const out: Tok[] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s)) !== null) out.push({ text: m[0], column: offset + m.index + 1 });
  return out;
}

function readRows(lines: readonly string[]): Result<Row[], FormatError> {
  const rows: Row[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    let id: number | undefined;
    let name = '';
    let tokens: Tok[];
    if (colon >= 0) {
      const m = /^\s*(\d+)?[.)]?\s*(.*?)\s*$/.exec(line.slice(0, colon));
      id = m?.[1] !== undefined ? Number(m[1]) : undefined;
      name = m?.[2] ?? '';
      tokens = splitTokens(line.slice(colon + 1), colon + 1);
    } else {
      tokens = splitTokens(line, 0);
      const first = tokens[0];
      if (first && /^\d+[.)]?$/.test(first.text)) {
        id = Number(first.text.replace(/[.)]$/, ''));
        tokens = tokens.slice(1);
      }
    }
    id ??= rows.length + 1;
    if (id < 1 || seen.has(id))
      return err(nErr(i + 1, 1, String(id), 'a unique player id (1, 2, ...)', 'duplicatePlayer'));
    seen.add(id);
    rows.push({ id, name, line: i + 1, tokens });
  }
  return ok(rows);
}

/** Parses notation lines (a string with one player per line, or the lines) into a Swiss tournament. */
export function parseSwissNotation(input: string | readonly string[]): Result<Tournament, FormatError> {
  const lines = typeof input === 'string' ? input.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/) : input;
  const rowsR = readRows(lines);
  if (!rowsR.ok) return rowsR;
  const rows = rowsR.value;
  const byId = new Map(rows.map((r) => [r.id, r]));
  type Parsed =
    { kind: 'bye'; bye: UnpairedKind } | { kind: 'game'; score: string; color: string; opp: number };
  const parsed = new Map<number, Parsed[]>();
  for (const r of rows) {
    const list: Parsed[] = [];
    for (const t of r.tokens) {
      const up = t.text.toUpperCase();
      const bye = BYE_TOKENS[up];
      if (bye) {
        list.push({ kind: 'bye', bye });
        continue;
      }
      const m = TOKEN.exec(up);
      if (!m)
        return err(
          nErr(r.line, t.column, t.text, 'a round like +W9, =B13, -F11, +BYE, =BYE or --', 'badToken'),
        );
      const [, s = '', color = '', opp = ''] = m;
      const o = Number(opp);
      if (!byId.has(o) || o === r.id)
        return err(
          nErr(r.line, t.column, t.text, 'the id of another player listed', 'badOpponent', `no player ${o}`),
        );
      list.push({ kind: 'game', score: SCORE[s] ?? s, color, opp: o });
    }
    parsed.set(r.id, list);
  }
  const games: Game[] = [];
  const unpaired: Unpaired[] = [];
  let rounds = 0;
  for (const r of rows) {
    const list = parsed.get(r.id) ?? [];
    rounds = Math.max(rounds, list.length);
    for (let i = 0; i < list.length; i++) {
      const e = list[i];
      const tok = r.tokens[i];
      if (!e || !tok) continue;
      const round = i + 1;
      if (e.kind === 'bye') {
        unpaired.push({ round, player: r.id, kind: e.bye });
        continue;
      }
      const other = parsed.get(e.opp)?.[i];
      const oRow = byId.get(e.opp);
      const detail = `round ${round}: player ${r.id} has ${tok.text} but player ${e.opp} (line ${oRow?.line ?? '?'}) has ${oRow?.tokens[i]?.text ?? 'nothing'}`;
      if (!other || other.kind !== 'game' || other.opp !== r.id)
        return err(
          nErr(r.line, tok.column, tok.text, 'the opponent listing the same pairing', 'asymmetric', detail),
        );
      const forfeit = e.color === 'F';
      const agree = forfeit
        ? other.color === 'F' &&
          (e.score === '-' ? other.score === '+' || other.score === '-' : other.score === FACING[e.score]) &&
          e.score !== '=' &&
          e.score !== '*'
        : ((e.color === 'W' && other.color === 'B') || (e.color === 'B' && other.color === 'W')) &&
          other.score === FACING[e.score];
      if (!agree)
        return err(
          nErr(
            r.line,
            tok.column,
            tok.text,
            'a result and colour that agree with the opponent',
            'asymmetric',
            detail,
          ),
        );
      if (r.id > e.opp) continue; // each game once, from the lower id
      const selfWhite = forfeit || e.color === 'W';
      const result: GameResult = forfeit
        ? e.score === '+'
          ? '+:-'
          : other.score === '+'
            ? '-:+'
            : '-:-'
        : e.score === '*'
          ? '*'
          : e.score === '='
            ? '1/2-1/2'
            : (e.score === '+') === selfWhite
              ? '1-0'
              : '0-1';
      games.push({
        round,
        white: selfWhite ? r.id : e.opp,
        black: selfWhite ? e.opp : r.id,
        result,
        ...(forfeit ? { colorsUnknown: true } : {}),
      });
    }
  }
  games.sort((a, b) => a.round - b.round);
  unpaired.sort((a, b) => a.round - b.round);
  const players: Player[] = rows.map((r) => ({ id: r.id, name: r.name }));
  return ok({
    name: '',
    kind: 'swiss',
    rounds,
    players,
    games,
    unpaired,
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
  });
}

/** One player's tokens (`+W9 =B13 -F11 +BYE =BYE --`), rounds 1..max; a round with no entry is `--`. */
export function makeSwissNotationTokens(t: Tournament): ReadonlyMap<number, string> {
  let last = t.rounds;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) last = Math.max(last, u.round);
  const cells = new Map<string, string>();
  for (const g of t.games)
    for (const id of [g.white, g.black]) {
      const key = `${id}:${g.round}`;
      if (!cells.has(key)) cells.set(key, gameToken(g, id));
    }
  for (const u of t.unpaired) {
    const key = `${u.player}:${u.round}`;
    if (!cells.has(key)) cells.set(key, BYE_WRITE[u.kind]);
  }
  const out = new Map<number, string>();
  for (const p of t.players)
    out.set(p.id, Array.from({ length: last }, (_, i) => cells.get(`${p.id}:${i + 1}`) ?? '--').join(' '));
  return out;
}

function gameToken(g: Game, id: number): string {
  const white = g.white === id;
  const opp = white ? g.black : g.white;
  const forfeit = ['+:-', '-:+', '-:-'].includes(g.result);
  const color = forfeit ? 'F' : white ? 'W' : 'B';
  const won =
    (white && (g.result === '1-0' || g.result === '+:-')) ||
    (!white && (g.result === '0-1' || g.result === '-:+'));
  const s = g.result === '*' ? '*' : g.result === '1/2-1/2' ? '=' : won ? '+' : '-';
  return `${s}${color}${opp}`;
}

/** The notation for the whole tournament: `id name: tokens`, one line per player, LF line ends. */
export function makeSwissNotation(t: Tournament): string {
  const tokens = makeSwissNotationTokens(t);
  return t.players
    .map((p) => `${p.id}${p.name ? ` ${p.name.replace(/:/g, ' ')}` : ''}: ${tokens.get(p.id) ?? ''}`)
    .join('\n')
    .concat('\n');
}
