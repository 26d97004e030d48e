import { readAbnormalPoints } from './records.ts';
import { maxOf, pushAll } from '../../arrays.ts';
import type { Game, RequestedByeKind, Tournament, Unpaired, UnpairedKind } from '../../tournament/model.ts';
import type { Color } from '../../types.ts';
import { inferInitialColor } from '../../pairing/nextRoundInput.ts';
import { isStandardPoints, type PointSystem } from '../../tournament/pointSystem.ts';
import { computePlayerRounds, scoreAfter } from '../../tournament/playerRounds.ts';
import type { Player } from '../../tournament/player.ts';
import { blankLine, formatPoints, isoToTrfDate, isoToTrfShortDate, lineText, putField } from './lines.ts';
import { cellColumn } from './player.ts';
import { KIND_CODES } from './kind.ts';

export interface TrfWriteOptions {
  /** Line ending: CR per TRF-2026 Remark 1 (default), or LF / CRLF for tools that need it. */
  readonly eol?: 'cr' | 'lf' | 'crlf';
}

const EOL = { cr: '\r', lf: '\n', crlf: '\r\n' } as const;

/**
 * The canonical TRF writer (TRF-2026 with JaVaFo/bbpPairings compatibility records). Order: tournament records 012-132, the `001`
 * lines, national-rating lines (`GER` = DWZ), then 142 + XXR, 152 + XXC, 162 + BB? (+ XXS when
 * 162 cannot say it), 192, 202, XXP/260, XXA. Kept lines of a parsed file go back to their line
 * index, so a file in this order (e.g. every generator file in test/fixtures/swiss) comes back byte for
 * byte apart from the added 142/XXR lines. PAB = `U`, points = the results (after round L-1 when
 * round L holds only byes or unplayed pairings, §10).
 */
export function makeTrf(t: Tournament, opts: TrfWriteOptions = {}): string {
  const out: string[] = [];
  const text = (code: string, v: string | undefined): void => {
    if (v !== undefined && v !== '') out.push(`${code} ${v}`);
  };
  text('012', t.name);
  text('022', t.city);
  text('032', t.federation);
  text('042', t.startDate && isoToTrfDate(t.startDate));
  text('052', t.endDate && isoToTrfDate(t.endDate));
  text('102', t.chiefArbiter);
  text('122', t.timeControl);
  if (t.roundDates && t.roundDates.length > 0) {
    const buf = blankLine(91);
    putField(buf, 1, 3, '132', 'left');
    t.roundDates.forEach((d, i) => {
      const c = cellColumn(i + 1);
      putField(buf, c, c + 9, d ? isoToTrfShortDate(d) : '', 'left');
    });
    out.push(lineText(buf));
  }
  pushAll(out, playerLines(t));
  for (const p of t.players) pushAll(out, nrsLines(p));

  out.push(`142 ${t.rounds}`, `XXR ${t.rounds}`);
  const initialColor = writtenInitialColor(t);
  if (initialColor) out.push(`152 ${initialColor === 'white' ? 'W' : 'B'}`, `XXC ${initialColor}1`);
  if (!isStandardPoints(t.pointSystem)) pushAll(out, pointLines(t.pointSystem));
  const system = t.pairingSystem ?? (t.kind === 'swiss' ? undefined : KIND_CODES[t.kind]);
  text('192', system);
  if (t.tiebreaks && t.tiebreaks.length > 0) text('202', t.tiebreaks.join(', '));
  for (const f of t.forbiddenPairs ?? []) {
    if (f.fromRound === undefined && f.toRound === undefined) out.push(`XXP ${f.players.join(' ')}`);
    else
      out.push(
        `260 ${String(f.fromRound ?? '').padStart(3)} ${String(f.toRound ?? '').padStart(3)} ${f.players.map((p) => String(p).padStart(4)).join(' ')}`,
      );
  }
  const acc = new Map<number, Map<number, number>>();
  for (const a of t.accelerations ?? []) {
    const m = acc.get(a.player) ?? new Map<number, number>();
    m.set(a.round, a.points);
    acc.set(a.player, m);
  }
  for (const [player, m] of [...acc].sort((a, b) => a[0] - b[0])) {
    const last = maxOf(m.keys());
    const vals = Array.from({ length: last }, (_, i) => formatPoints(m.get(i + 1) ?? 0).padStart(4));
    out.push(`XXA ${String(player).padStart(4)} ${vals.join(' ')}`);
  }
  pushAll(out, withdrawalLines(t));
  pushAll(out, byeRequestLines(t));
  for (const k of [...(t.kept ?? [])].filter((k) => k.format === 'trf').sort((a, b) => a.index - b.index))
    out.splice(Math.min(k.index, out.length), 0, k.text);
  const eol = EOL[opts.eol ?? 'cr'];
  return out.map((l) => `${l}${eol}`).join('');
}

const BYE_CODE: Readonly<Record<UnpairedKind, string | undefined>> = {
  PAB: 'U',
  FPB: 'F',
  HPB: 'H',
  ZPB: 'Z',
  absent: '-',
  free: undefined, // a blank cell (read back as free in a round robin)
};

/** One player's result code in a game (§5). */
function codeFor(g: Game, id: number): string {
  const white = g.white === id;
  switch (g.result) {
    case '1-0':
      return g.unrated ? (white ? 'W' : 'L') : white ? '1' : '0';
    case '0-1':
      return g.unrated ? (white ? 'L' : 'W') : white ? '0' : '1';
    case '1/2-1/2':
      return g.unrated ? 'D' : '=';
    case '+:-':
      return white ? '+' : '-';
    case '-:+':
      return white ? '-' : '+';
    case '-:-':
      return '-';
    case '*':
      return '';
  }
}

function cellText(id: number, g: Game | undefined, u: Unpaired | undefined, withdrawn = false): string {
  if (g) {
    const opp = g.white === id ? g.black : g.white;
    const color = g.colorsUnknown ? '-' : g.white === id ? 'w' : 'b';
    return `${String(opp).padStart(4)} ${color} ${codeFor(g, id)}`;
  }
  // After a withdrawal: not paired, zero points (a zero-point bye cell, as the TRF-2026 example does).
  const code = u ? BYE_CODE[u.kind] : withdrawn ? 'Z' : undefined;
  return code === undefined ? '' : `0000 - ${code}`;
}

/**
 * TRF-2026 152 is mandatory before round 1 and whenever no round-1 game says it: a Swiss without a
 * recorded initial colour and without a coloured round-1 game gets white, the colour Rochade's
 * pairing uses then (bbpPairings refuses such a file without it).
 */
function writtenInitialColor(t: Tournament): Color | undefined {
  if (t.initialColor) return t.initialColor;
  return t.kind === 'swiss' && inferInitialColor(t) === undefined ? 'white' : undefined;
}

const BYE_TYPE: Readonly<Record<RequestedByeKind, string>> = { HPB: 'H', FPB: 'F', ZPB: 'Z' };

/**
 * Byes requested ahead (TRF-2026 240: "not to be paired in round R", type F, H or Z), one line per
 * round and type; a player withdrawn by then is left out (the withdrawal's 240 Z says it).
 */
function byeRequestLines(t: Tournament): string[] {
  const groups = new Map<string, { round: number; type: string; players: number[] }>();
  for (const b of t.byeRequests ?? []) {
    if (withdrawnBy(t, b.player, b.round)) continue;
    const type = BYE_TYPE[b.kind];
    const key = `${String(b.round).padStart(3, '0')}${type}`;
    const g = groups.get(key) ?? { round: b.round, type, players: [] };
    g.players.push(b.player);
    groups.set(key, g);
  }
  return [...groups]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(
      ([, g]) =>
        `240 ${g.type} ${String(g.round).padStart(3)} ${g.players
          .sort((a, b) => a - b)
          .map((id) => String(id).padStart(4))
          .join(' ')}`,
    );
}

/** Whether player `id` had withdrawn before round `r`. */
const withdrawnBy = (t: Tournament, id: number, r: number): boolean =>
  t.withdrawals.some((w) => w.player === id && w.afterRound < r);

/**
 * Withdrawals (TRF has no record for them): Rochade's `XXW RRR PPPP …` line per round, and for
 * other programs a `240 Z` line ("not to be paired", TRF-2026) for the next round when rounds remain.
 */
function withdrawalLines(t: Tournament): string[] {
  if (t.withdrawals.length === 0) return [];
  const byRound = new Map<number, number[]>();
  for (const w of t.withdrawals) byRound.set(w.afterRound, [...(byRound.get(w.afterRound) ?? []), w.player]);
  const pad = (id: number): string => String(id).padStart(4);
  const lines = [...byRound]
    .sort((a, b) => a[0] - b[0])
    .map(
      ([r, ids]) =>
        `XXW ${String(r).padStart(3)} ${ids
          .sort((a, b) => a - b)
          .map(pad)
          .join(' ')}`,
    );
  let last = 0;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) last = Math.max(last, u.round);
  const next = last + 1;
  const gone = t.withdrawals
    .filter((w) => w.afterRound < next && !t.unpaired.some((u) => u.player === w.player && u.round === next))
    .map((w) => w.player)
    .sort((a, b) => a - b);
  if (next <= t.rounds && gone.length > 0)
    lines.push(`240 Z ${String(next).padStart(3)} ${gone.map(pad).join(' ')}`);
  return lines;
}

/** The round whose points the points column reports: L, or L-1 when round L has no result yet (§10). */
export function pointsRound(t: Tournament): number {
  let last = 0;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) last = Math.max(last, u.round);
  return t.games.some((g) => g.round === last && g.result !== '*') ? last : last - 1;
}

/**
 * The 299 records kept from the file (abnormal points, TRF-2026), summed per player up to `upTo`:
 * the rewritten points column includes them, as the record says it does, so the two agree.
 */
function abnormalPointsUpTo(t: Tournament, upTo: number): Map<number, number> {
  const sums = new Map<number, number>();
  for (const k of t.kept ?? []) {
    if (k.format !== 'trf' || !k.text.startsWith('299')) continue;
    const a = readAbnormalPoints(k.text, k.index + 1);
    if ('kind' in a || (a.round !== undefined && a.round > upTo)) continue;
    for (const id of a.players) sums.set(id, (sums.get(id) ?? 0) + a.points);
  }
  return sums;
}

function playerLines(t: Tournament): string[] {
  const games = new Map<string, Game>();
  for (const g of t.games) {
    for (const id of [g.white, g.black]) if (!games.has(`${id}:${g.round}`)) games.set(`${id}:${g.round}`, g);
  }
  const unpaired = new Map<string, Unpaired>();
  for (const u of t.unpaired)
    if (!unpaired.has(`${u.player}:${u.round}`)) unpaired.set(`${u.player}:${u.round}`, u);
  let last = 0;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) last = Math.max(last, u.round);
  const rounds = computePlayerRounds(t);
  const upTo = pointsRound(t);
  const abnormal = abnormalPointsUpTo(t, upTo);
  return t.players.map((p) => {
    const buf = blankLine(cellColumn(last + 1));
    putField(buf, 1, 3, '001', 'left');
    putField(buf, 5, 8, String(p.id), 'right');
    putField(buf, 10, 10, p.sex ?? '', 'left');
    putField(buf, 11, 13, p.title ?? '', 'right');
    putField(buf, 15, 47, p.name, 'left');
    putField(buf, 49, 52, p.fide ? String(p.fide) : '', 'right');
    putField(buf, 54, 56, p.federation ?? '', 'left');
    putField(buf, 58, 68, p.fideId ?? '', 'right');
    const birth = p.birthDate
      ? isoToTrfDate(p.birthDate)
      : p.birthYear !== undefined
        ? `${p.birthYear}/00/00`
        : '';
    putField(buf, 70, 79, birth, 'left');
    const points = scoreAfter(rounds.get(p.id) ?? [], t.pointSystem, upTo) + (abnormal.get(p.id) ?? 0);
    putField(buf, 81, 84, formatPoints(points), 'right');
    putField(buf, 86, 89, p.rank !== undefined ? String(p.rank) : '', 'right');
    for (let r = 1; r <= last; r++) {
      const c = cellColumn(r);
      putField(
        buf,
        c,
        c + 9,
        cellText(p.id, games.get(`${p.id}:${r}`), unpaired.get(`${p.id}:${r}`), withdrawnBy(t, p.id, r)),
        'left',
      );
    }
    return lineText(buf);
  });
}

/** TRF-2026 national rating records: the DWZ as `GER`, other national ratings under their federation. */
function nrsLines(p: Player): string[] {
  const ratings = [
    ...(p.dwz ? [{ federation: 'GER', rating: p.dwz.rating }] : []),
    ...(p.nationalRatings ?? []),
  ];
  return ratings.map((r) => {
    const buf = blankLine(52);
    putField(buf, 1, 3, r.federation.toUpperCase().slice(0, 3), 'left');
    putField(buf, 5, 8, String(p.id), 'right');
    putField(buf, 15, 47, p.name, 'left');
    putField(buf, 49, 52, String(r.rating), 'right');
    return lineText(buf);
  });
}

/**
 * 162 (+ BB?; + XXS when 162/BB? cannot express it), §6. The absence code `A` is left out of 162:
 * pairing programs' readers reject it (bbpPairings#37); `BBF`/`BBZ` carry those values instead.
 */
function pointLines(ps: PointSystem): string[] {
  const f = (h: number): string => formatPoints(h).padStart(4);
  const groups: [string, number][] = [
    ['W', ps.win],
    ['D', ps.draw],
    ['L', ps.loss],
    ['P', ps.pab],
  ];
  const buf = blankLine(5 + 9 * groups.length);
  putField(buf, 1, 3, '162', 'left');
  groups.forEach(([code, v], i) => {
    putField(buf, 6 + 9 * i, 6 + 9 * i, code, 'left');
    putField(buf, 7 + 9 * i, 10 + 9 * i, f(v), 'right');
  });
  const lines = [
    lineText(buf),
    `BBW ${f(ps.win)}`,
    `BBD ${f(ps.draw)}`,
    `BBL ${f(ps.loss)}`,
    `BBZ ${f(ps.zpb)}`,
    `BBF ${f(ps.forfeitLoss)}`,
    `BBU ${f(ps.pab)}`,
  ];
  if (ps.forfeitWin !== ps.win || ps.fpb !== ps.win || ps.hpb !== ps.draw)
    lines.push(
      `XXS W=${formatPoints(ps.win)} FW=${formatPoints(ps.forfeitWin)} FPB=${formatPoints(ps.fpb)} D=${formatPoints(ps.draw)} HPB=${formatPoints(ps.hpb)}`,
    );
  return lines;
}
