import { whyRules } from '../../standings/rulesByDate.ts';
import { parseEuropeanDate } from '../europeanDate.ts';
import type { FormatError } from '../formatError.ts';
import type { Acceleration, ForbiddenPairs, Unpaired, Withdrawal } from '../../tournament/model.ts';
import type { PointSystem } from '../../tournament/pointSystem.ts';
import type { Color } from '../../types.ts';
import { cols, halfPointsField, intField, lineLength, trfDate, trfError, trfShortDate } from './lines.ts';

/**
 * Tournament-section and extension records (FIDE TRF-2026; JaVaFo AUM `XX?`; bbpPairings `BB?`), collected in file order.
 * A handler returns an error, `'keep'` (also keep the line verbatim) or nothing (fully mapped).
 */
export interface TrfHeader {
  name?: string;
  city?: string;
  federation?: string;
  startDate?: string;
  endDate?: string;
  chiefArbiter?: string;
  timeControl?: string;
  roundDates?: (string | undefined)[];
  rounds142?: number;
  roundsXXR?: number;
  initialColor?: Color;
  pairingSystem?: string;
  tiebreaks?: string[];
  standingsDefinition?: string[];
  /** Point-value assignments in file order: [model fields, half-points] (last one wins, §6). */
  points: [readonly (keyof PointSystem)[], number][];
  pabSet: boolean;
  byes: Unpaired[];
  forbidden: ForbiddenPairs[];
  xxa: Acceleration[];
  acc250: { gamePoints: number; fromRound: number; toRound: number; fromId: number; toId: number }[];
  /** 299 abnormal point assignments: used to validate the points column only (the line is kept). */
  adjustments: { points: number; round?: number; players: number[] }[];
  /** Rochade's `XXW` records: players withdrawn after a round. */
  withdrawals: Withdrawal[];
}

export const emptyHeader = (): TrfHeader => ({
  points: [],
  pabSet: false,
  byes: [],
  forbidden: [],
  xxa: [],
  acc250: [],
  adjustments: [],
  withdrawals: [],
});

type Handler = (
  line: string,
  lineNo: number,
  h: TrfHeader,
  warnings: string[],
) => FormatError | 'keep' | undefined;

const rest = (line: string, from = 5): string => line.slice(from - 1).trim();

const text =
  (field: 'name' | 'city' | 'federation' | 'chiefArbiter' | 'timeControl'): Handler =>
  (line, _n, h) => {
    h[field] = rest(line);
    return undefined;
  };

const date =
  (field: 'startDate' | 'endDate'): Handler =>
  (line, n, h, warnings) => {
    const d = trfDate(rest(line)) ?? europeanDate(rest(line), n, 5, field === 'startDate', warnings);
    if (d === undefined) {
      warnings.push(`line ${n}: date "${rest(line)}" not understood (expected YYYY/MM/DD), kept as is`);
      return 'keep';
    }
    h[field] = d;
    return undefined;
  };

/**
 * A European date (24/09/2010, 28.09.2010) in a TRF date field, as ISO; an ambiguous one (03/04/2010)
 * is read day first with a warning that says so and, for a start date, which tiebreak rules follow.
 */
function europeanDate(
  s: string,
  line: number,
  column: number,
  start: boolean,
  warnings: string[],
): string | undefined {
  const d = parseEuropeanDate(s);
  if (d?.otherReading !== undefined) {
    const rules = start ? `; the default tiebreak rules are then ${whyRules(d.iso)}` : '';
    warnings.push(
      `line ${line}, column ${column}: date "${s.trim()}" is ambiguous: read day first as ${d.iso} (not ${d.otherReading}), the order of European dates${rules}; write YYYY/MM/DD to be sure`,
    );
  }
  return d?.iso;
}

// Point-system codes (§6): TRF-2026 162, TRF(bx) BB?, TRF(x) XXS.
const CODES_162: Record<string, readonly (keyof PointSystem)[]> = {
  W: ['win', 'forfeitWin', 'fpb'],
  D: ['draw', 'hpb'],
  L: ['loss'],
  A: ['forfeitLoss', 'zpb', 'absent'],
  P: ['pab'],
};
const CODES_BB: Record<string, readonly (keyof PointSystem)[]> = {
  BBW: ['win', 'forfeitWin', 'fpb'],
  BBD: ['draw', 'hpb'],
  BBL: ['loss'],
  BBZ: ['zpb'],
  BBF: ['forfeitLoss', 'absent'],
  BBU: ['pab'],
};
const CODES_XXS: Record<string, readonly (keyof PointSystem)[]> = {
  WW: ['win'],
  BW: ['win'],
  W: ['win', 'forfeitWin', 'fpb'],
  WD: ['draw'],
  BD: ['draw'],
  D: ['draw', 'hpb'],
  WL: ['loss'],
  BL: ['loss'],
  ZPB: ['zpb'],
  HPB: ['hpb'],
  FPB: ['fpb'],
  FW: ['forfeitWin'],
  FL: ['forfeitLoss', 'absent'],
  PAB: ['pab'],
};

const pointValue = (s: string, n: number, column: number): number | FormatError => {
  const v = halfPointsField(s);
  return v === undefined || Number.isNaN(v)
    ? trfError('badPoints', n, column, s.trim(), 'points like 1.0 or 0.5 (multiples of 0.5)')
    : v;
};

const addPoints = (h: TrfHeader, fields: readonly (keyof PointSystem)[], v: number): void => {
  h.points.push([fields, v]);
  if (fields.includes('pab')) h.pabSet = true;
};

const ids = (s: string, n: number, column: number): number[] | FormatError => {
  const out: number[] = [];
  for (const tok of s
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '')) {
    const v = intField(tok);
    if (v === undefined || Number.isNaN(v) || v < 1)
      return trfError('badPlayerId', n, column, tok, 'player ids');
    out.push(v);
  }
  return out;
};

/** The most rounds a TRF (142 / XXR) may announce. */
export const MAX_TRF_ROUNDS = 999;

const roundsField =
  (field: 'rounds142' | 'roundsXXR'): Handler =>
  (line, n, h) => {
    const v = intField(rest(line));
    // A cap keeps a typo ("XXR 200000000") from making every per-round loop run for minutes.
    if (v === undefined || Number.isNaN(v) || v < 0 || v > MAX_TRF_ROUNDS)
      return trfError('badRounds', n, 5, rest(line), `the number of rounds (0 to ${MAX_TRF_ROUNDS})`);
    h[field] = v;
    return undefined;
  };

export const RECORDS: Readonly<Record<string, Handler>> = {
  '012': text('name'),
  '022': text('city'),
  '032': text('federation'),
  '042': date('startDate'),
  '052': date('endDate'),
  '102': text('chiefArbiter'),
  '122': text('timeControl'),
  '132': (line, n, h, warnings) => {
    const dates: (string | undefined)[] = [];
    for (let c = 92, length = lineLength(line); c <= length; c += 10) {
      // YY/MM/DD fills 8 of the cell's 10 columns; a European DD.MM.YYYY fills all 10.
      const s = cols(line, c, c + 9).trim();
      const d = s === '' ? undefined : (trfShortDate(s) ?? europeanDate(s, n, c, false, warnings));
      if (s !== '' && d === undefined) {
        warnings.push(
          `line ${n}, column ${c}: round date "${s}" not understood (expected YY/MM/DD), kept as is`,
        );
        return 'keep';
      }
      dates.push(d);
    }
    h.roundDates = dates;
    return undefined;
  },
  '142': roundsField('rounds142'),
  XXR: roundsField('roundsXXR'),
  '152': (line, n, h) => {
    const c = rest(line).toUpperCase();
    if (c !== 'W' && c !== 'B') return trfError('badColor', n, 5, rest(line), 'W or B');
    h.initialColor = c === 'W' ? 'white' : 'black';
    return undefined;
  },
  XXC: (line, _n, h, warnings) => {
    const toks = rest(line)
      .toLowerCase()
      .split(/\s+/)
      .filter((t) => t !== '');
    for (const t of toks)
      if (t === 'white1' || t === 'black1') h.initialColor = t === 'white1' ? 'white' : 'black';
    const other = toks.filter((t) => t !== 'white1' && t !== 'black1');
    if (other.length === 0) return undefined;
    warnings.push(`XXC ${other.join(' ')}: not interpreted, kept as is`);
    return 'keep';
  },
  '162': (line, n, h) => {
    const body = line.slice(5);
    const re = /([A-Za-z])\s*(-?\d+(?:[.,]\d+)?)/g;
    let m: RegExpExecArray | null;
    let seen = 0;
    while ((m = re.exec(body)) !== null) {
      const code = (m[1] ?? '').toUpperCase();
      const column = 6 + m.index;
      if (code === 'X') continue; // unknown result (adjourned): not in the model
      const fields = CODES_162[code];
      if (!fields) return trfError('badPointCode', n, column, code, 'a point-system code W D L A P X');
      const v = pointValue(m[2] ?? '', n, column);
      if (typeof v !== 'number') return v;
      addPoints(h, fields, v);
      seen++;
    }
    if (seen === 0 && body.trim() !== '')
      return trfError('badPointSystem', n, 6, body.trim(), 'groups like "W 1.0"');
    return undefined;
  },
  XXS: (line, n, h) => {
    for (const tok of rest(line)
      .split(/\s+/)
      .filter((t) => t !== '')) {
      const [code = '', value = ''] = tok.split('=');
      const fields = CODES_XXS[code.toUpperCase()];
      const column = line.indexOf(tok) + 1;
      if (!fields)
        return trfError('badPointCode', n, column, tok, 'CODE=VALUE with a TRF(x) code (W D WW BW ... PAB)');
      const v = pointValue(value, n, column);
      if (typeof v !== 'number') return v;
      addPoints(h, fields, v);
    }
    return undefined;
  },
  ...Object.fromEntries(
    Object.entries(CODES_BB).map(([code, fields]): [string, Handler] => [
      code,
      (line, n, h) => {
        const v = pointValue(rest(line), n, 5);
        if (typeof v !== 'number') return v;
        addPoints(h, fields, v);
        return undefined;
      },
    ]),
  ),
  '192': (line, _n, h) => {
    h.pairingSystem = rest(line);
    return undefined;
  },
  '202': (line, _n, h) => {
    h.tiebreaks = splitCodes(rest(line));
    return undefined;
  },
  '212': (line, _n, h) => {
    h.standingsDefinition = splitCodes(rest(line));
    return 'keep';
  },
  '240': (line, n, h) => {
    const type = cols(line, 5, 5).toUpperCase();
    const kind = type === 'F' ? 'FPB' : type === 'H' ? 'HPB' : type === 'Z' ? 'ZPB' : undefined;
    if (!kind) return trfError('badByeType', n, 5, type, 'a bye type F, H or Z');
    const round = intField(cols(line, 7, 9));
    if (round === undefined || Number.isNaN(round) || round < 1)
      return trfError('badRound', n, 7, cols(line, 7, 9), 'a round number');
    const list = ids(line.slice(10), n, 11);
    if (!Array.isArray(list)) return list;
    for (const player of list) h.byes.push({ round, player, kind });
    return undefined;
  },
  '250': (line, n, h) => {
    // Blank game points (a team file's 250 gives match points only): no fictitious game points.
    const gp = halfPointsField(cols(line, 10, 13)) ?? 0;
    const f = [cols(line, 15, 17), cols(line, 19, 21), cols(line, 23, 26), cols(line, 28, 31)].map(intField);
    const [fromRound, toRound, fromId, toId] = f;
    if (Number.isNaN(gp)) return trfError('badPoints', n, 10, cols(line, 10, 13), 'game points like 01.0');
    if (
      fromRound === undefined ||
      toRound === undefined ||
      fromId === undefined ||
      toId === undefined ||
      f.some(Number.isNaN)
    )
      return trfError('badAcceleration', n, 15, line.slice(14), 'RRF RRL PPPF PPPL (rounds and an id range)');
    h.acc250.push({ gamePoints: gp, fromRound, toRound, fromId, toId });
    return undefined;
  },
  '260': (line, n, h) => {
    const from = intField(cols(line, 5, 7));
    const to = intField(cols(line, 9, 11));
    if (Number.isNaN(from) || Number.isNaN(to))
      return trfError('badRound', n, 5, cols(line, 5, 11), 'RRF RRL rounds or blanks');
    const list = ids(line.slice(12), n, 13);
    if (!Array.isArray(list)) return list;
    h.forbidden.push({
      players: list,
      ...(from !== undefined ? { fromRound: from } : {}),
      ...(to !== undefined ? { toRound: to } : {}),
    });
    return undefined;
  },
  '299': (line, n, h) => {
    const a = readAbnormalPoints(line, n);
    if ('kind' in a) return a;
    h.adjustments.push(a);
    return 'keep';
  },
  XXZ: (_line, n, _h, warnings) => {
    // Not read by every engine (§8): kept, not applied; the round to be paired is not known here.
    warnings.push(`line ${n}: XXZ absences kept but not applied (write 0000 - Z cells or a 240 Z line)`);
    return 'keep';
  },
  // Rochade's extension `XXW RRR PPPP PPPP …`: the listed players withdrew after round RRR (0 =
  // before round 1). TRF has no withdrawal record; other programs ignore the line and see the
  // withdrawal in the 0000 - Z cells and the 240 Z line of the next round.
  XXW: (line, n, h) => {
    const afterRound = intField(cols(line, 5, 7));
    if (afterRound === undefined || Number.isNaN(afterRound))
      return trfError('badRound', n, 5, cols(line, 5, 7), 'the round after which the players withdrew');
    const list = ids(line.slice(8), n, 9);
    if (!Array.isArray(list)) return list;
    for (const player of list) h.withdrawals.push({ player, afterRound });
    return undefined;
  },
  XXP: (line, n, h) => {
    const list = ids(line.slice(4), n, 5);
    if (!Array.isArray(list)) return list;
    h.forbidden.push({ players: list });
    return undefined;
  },
  XXA: (line, n, h) => {
    const player = intField(cols(line, 5, 8));
    if (player === undefined || Number.isNaN(player))
      return trfError('badPlayerId', n, 5, cols(line, 5, 8), 'a player id');
    for (let round = 1, c = 10, length = lineLength(line); c <= length; round++, c += 5) {
      const s = cols(line, c, c + 3);
      const v = halfPointsField(s);
      if (Number.isNaN(v))
        return trfError('badPoints', n, c, s.trim(), `fictitious points for round ${round}`);
      if (v) h.xxa.push({ player, round, points: v });
    }
    return undefined;
  },
};

const splitCodes = (s: string): string[] =>
  s
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');

/** Points given to players outside the results (TRF-2026 record 299). */
export interface AbnormalPoints {
  readonly points: number;
  readonly round?: number;
  readonly players: number[];
}

/** A 299 line: points at columns 14-17, round at 20-22 (000 = all), player ids from column 24. */
export function readAbnormalPoints(line: string, n: number): AbnormalPoints | FormatError {
  const pts = halfPointsField(cols(line, 14, 17));
  if (pts === undefined || Number.isNaN(pts))
    return trfError('badPoints', n, 14, cols(line, 14, 17), 'points like -1.0 at columns 14-17');
  const round = intField(cols(line, 20, 22));
  if (Number.isNaN(round)) return trfError('badRound', n, 20, cols(line, 20, 22), 'a round number or 000');
  const list = ids(line.slice(23), n, 24);
  if (!Array.isArray(list)) return list;
  return { points: pts, ...(round ? { round } : {}), players: list };
}
