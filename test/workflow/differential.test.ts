// One director's workflow, three front ends: the same action sequence driven through the CLI, the
// bot (fake Discord) and the Sheets add-on bundle (sandbox) must give the same pairings every round,
// the same final standings and the same tiebreaks (the core's workflow behind each, core/workflow).
//
// The sequence: a 60-player, 7-round Swiss with German names; two byes requested ahead (a half-point
// bye for round 3, a zero-point bye for round 5); a forfeit (round 2, board 1); a withdrawal after
// round 2; a late entry once round 4 is paired (numbers final from round 4 on, so the entrant takes
// number 61 in every front end); a correction of a round-4 result after round 5 is paired; round 6
// paired, taken back and paired again. The results come from a fixed seed, keyed by round and the
// players' names, so every front end gets the same. Case 2 repeats it with the late entry once
// round 2 is paired: the numbers are not final yet, so every front end renumbers the whole start
// list by the initial order (FIDE C.04.2 (2026) 2), the rounds already paired included.
//
// How each front end is driven, and where it differs:
// - CLI: the built bundle dist/cli/rochade.js (built first, as test/cli/bin.test.ts does), its
//   exported `runCli` called in process over an in-memory file system: one process per command
//   would be ~300 node starts, far beyond the time budget. `pair --json`, `pairings --json`,
//   `standings --json`.
// - Bot: the slash commands through the fake Discord; its standings are the core's on the stored
//   model (the bot's /standings renders the same call as a picture, not parsed here).
// - Add-on: the menu actions in the sandbox; byes on the Byes sheet, the withdrawal in the
//   "Withdrawn after round" column, the late entry typed as a new Players row (admitted by the next
//   action, Pair next round, with the same round last paired as when the CLI and the bot take it),
//   the correction retyped into the Result cell. The add-on has no undo: the nearest equivalent is
//   deleting the Round 6 sheet (and the hidden Rochade data sheet, rebuilt by the next action) and
//   pairing again. Its rounds are compared as the sheets hold them at the end too (`final`): a
//   renumbering rewrites the round sheets already paired.
import { beforeAll, describe, expect, test } from 'vitest';
import { computeStandings } from '../../core/standings/index.ts';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { runCli as RunCli } from '../../cli/main.ts';
import { loadTournament, resolveTournament } from '../../bot/storage/repo.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { CHANNEL, GUILD, USERS } from '../bot/helpers/harness.ts';
import { useHarness } from '../bot/helpers/useHarness.ts';
import { fillSheet } from '../sheets-addon/fakes/appsScript.ts';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from '../sheets-addon/sandbox.ts';
import { reportSheet, sheetPairing, typePlayers, type Sandbox } from '../sheets-addon/swissCase.ts';

const SEED = 20261207;
const ROUNDS = 7;
const TIEBREAKS = ['BH/C1', 'BH', 'SB', 'WIN'] as const;

/** mulberry32: a small seeded generator (the same numbers on every machine). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hash = (s: string): number => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, SEED);

const FAMILY = [
  'Müller',
  'Schröder',
  'Weiß',
  'Groß',
  'Köhler',
  'Bäcker',
  'Fuß',
  'Jäger',
  'Krüger',
  'Öztürk',
  'Straße',
  'Günther',
];
const GIVEN = ['Anna', 'Jörg', 'Lena', 'Jürgen', 'Sönke'];
const random = rng(SEED);
const PLAYERS = FAMILY.flatMap((f) =>
  GIVEN.map((g) => ({ name: `${f}, ${g}`, rating: 1000 + Math.floor(random() * 1400) })),
);
const LATE = { name: 'Nachzügler, Björn', rating: 1905 };
const HPB_PLAYER = PLAYERS[7]?.name ?? '';
const ZPB_PLAYER = PLAYERS[22]?.name ?? '';
const WITHDRAWN = PLAYERS[41]?.name ?? '';

type Code = 'W' | 'B' | 'D' | 'W+';
/** The result of a game by the seed: White wins 45 %, Black 35 %, draws 20 %; round 2 board 1 a forfeit. */
function resultOf(round: number, board: number, white: string, black: string): Code {
  if (round === 2 && board === 1) return 'W+';
  const x = rng(hash(`${round}:${white}:${black}`))();
  return x < 0.45 ? 'W' : x < 0.8 ? 'B' : 'D';
}
/** Round 4, board 2 is corrected once round 5 is paired. */
const corrected = (c: Code): Code => (c === 'W' ? 'B' : 'W');

interface Round {
  readonly boards: readonly (readonly [number, number])[];
  readonly pab: number | undefined;
}
interface Outcome {
  readonly rounds: readonly Round[];
  /** Final standings: start number, points and tiebreaks, in ranking order. */
  readonly standings: readonly (readonly number[])[];
  /** Start numbers by name (the CLI's start list). */
  readonly numbers: ReadonlyMap<string, number>;
  /** Every round's boards as stored at the end (after any renumbering); CLI and add-on. */
  readonly final?: readonly Round[];
}
const sorted = (r: Round): Round => ({ boards: [...r.boards].sort((a, b) => a[0] - b[0]), pab: r.pab });

// ---- CLI -------------------------------------------------------------------------------------

const root = fileURLToPath(new URL('../../', import.meta.url));
let runCli: typeof RunCli;

async function viaCli(lateAfter = 4): Promise<Outcome> {
  const io = memoryIo();
  const cli = async (...argv: string[]): Promise<string> => {
    io.out.length = 0;
    io.err.length = 0;
    const code = await runCli(argv, io);
    if (code !== 0) throw new Error(`rochade ${argv.join(' ')}: exit ${code}: ${io.stderrText()}`);
    return io.stdoutText();
  };
  const T = 'T.json';
  await cli(
    'tournament',
    'new',
    T,
    '--name',
    'Herbstopen',
    '--rounds',
    String(ROUNDS),
    '--tiebreaks',
    TIEBREAKS.join(','),
  );
  for (const p of PLAYERS) await cli('players', 'add', T, '--name', p.name, '--rating', String(p.rating));
  await cli('players', 'bye', T, '--player', HPB_PLAYER, '--round', '3', '--kind', 'half');
  await cli('players', 'bye', T, '--player', ZPB_PLAYER, '--round', '5', '--kind', 'zero');
  const text: Record<Code, string> = { W: '1-0', B: '0-1', D: '½-½', 'W+': '+-' };
  const rounds: Round[] = [];
  type Board = {
    board: number;
    white: { id: number; name: string };
    black: { id: number; name: string } | null;
    bye: string | null;
  };
  const pair = async (): Promise<Board[]> => {
    const got = JSON.parse(await cli('pair', T, '--json')) as { boards: Board[] };
    return got.boards;
  };
  for (let round = 1; round <= ROUNDS; round++) {
    let boards = await pair();
    if (round === lateAfter)
      await cli('players', 'add', T, '--name', LATE.name, '--rating', String(LATE.rating));
    if (round === 5) {
      const b2 = rounds[3]?.boards[1];
      const names = await namesOf();
      const c = corrected(resultOf(4, 2, names.get(b2?.[0] ?? 0) ?? '', names.get(b2?.[1] ?? 0) ?? ''));
      await cli('result', T, '--round', '4', '--board', '2', '--correct', text[c]);
    }
    if (round === 6) {
      await cli('pair', T, '--undo');
      await pair();
    }
    // The round as stored now (a late entry may have renumbered it).
    boards = (JSON.parse(await cli('pairings', T, '--round', String(round), '--json')) as { boards: Board[] })
      .boards;
    rounds.push({
      boards: boards.filter((b) => b.black).map((b) => [b.white.id, b.black?.id ?? 0] as const),
      pab: boards.find((b) => b.bye === 'PAB')?.white.id,
    });
    for (const b of boards)
      if (b.black)
        await cli(
          'result',
          T,
          '--round',
          String(round),
          '--board',
          String(b.board),
          text[resultOf(round, b.board, b.white.name, b.black.name)],
        );
    if (round === 2) await cli('players', 'withdraw', T, '--player', WITHDRAWN, '--after-round', '2');
  }
  async function namesOf(): Promise<Map<number, string>> {
    const list = JSON.parse(await cli('players', 'list', T, '--json')) as
      { id: number; name: string }[] | { players: { id: number; name: string }[] };
    const players = Array.isArray(list) ? list : list.players;
    return new Map(players.map((p) => [p.id, p.name]));
  }
  const final: Round[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const boards = (
      JSON.parse(await cli('pairings', T, '--round', String(round), '--json')) as { boards: Board[] }
    ).boards;
    final.push({
      boards: boards.filter((b) => b.black).map((b) => [b.white.id, b.black?.id ?? 0] as const),
      pab: boards.find((b) => b.bye === 'PAB')?.white.id,
    });
  }
  const st = JSON.parse(await cli('standings', T, '--json')) as {
    rows: { startNo: number; points: number; values: Record<string, number | null> }[];
  };
  return {
    rounds,
    standings: st.rows.map((r) => [r.startNo, r.points, ...TIEBREAKS.map((c) => r.values[c] ?? NaN)]),
    numbers: new Map([...(await namesOf())].map(([id, name]) => [name, id])),
    final,
  };
}

// ---- bot -------------------------------------------------------------------------------------

const { admin } = USERS;

async function viaBot(
  h: ReturnType<typeof useHarness>,
  lateAfter = 4,
  name = 'Herbstopen',
): Promise<Outcome> {
  const run = async (
    command: string,
    sub: string | undefined,
    options: Record<string, string | number | boolean> = {},
  ) => {
    const r = await h.run(admin, command, sub, options, { admin: true });
    if ((r.flags ?? 0) & 64)
      throw new Error(`/${command} ${sub ?? ''} ${JSON.stringify(options)}: ${r.content}`);
    return r;
  };
  const state = async () => loadTournament(h.store.db, await resolveTournament(h.store.db, GUILD, CHANNEL));
  await run('arbiter', 'tournament create', { name, system: 'swiss', rounds: ROUNDS });
  for (const p of PLAYERS) await run('arbiter', 'tournament add', { name: p.name, fide: p.rating });
  // Requested before the start: they follow their players when the start list is numbered.
  await run('tournament', 'bye', { player: HPB_PLAYER, round: 3, kind: 'HPB' });
  await run('tournament', 'bye', { player: ZPB_PLAYER, round: 5, kind: 'ZPB' });
  await run('arbiter', 'tournament start');
  const text: Record<Code, string> = { W: '1-0', B: '0-1', D: '1/2-1/2', 'W+': '+:-' };
  const rounds: Round[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    await run('arbiter', 'tournament pair');
    if (round === lateAfter) await run('arbiter', 'tournament add', { name: LATE.name, fide: LATE.rating });
    if (round === 5) {
      const lt = await state();
      const g = lt.games.find((x) => x.round === 4 && x.board === 2);
      const name = (no: number) => lt.players.find((p) => p.start_no === no)?.name ?? '';
      const c = corrected(resultOf(4, 2, name(g?.white_no ?? 0), name(g?.black_no ?? 0)));
      await run('arbiter', 'result correct', { round: 4, board: 2, result: text[c] });
    }
    if (round === 6) {
      await run('arbiter', 'tournament unpair');
      await run('arbiter', 'tournament pair');
    }
    const lt = await state();
    const games = lt.games.filter((g) => g.round === round).sort((a, b) => a.board - b.board);
    const name = (no: number) => lt.players.find((p) => p.start_no === no)?.name ?? '';
    rounds.push({
      boards: games.map((g) => [g.white_no, g.black_no] as const),
      pab: lt.tournament.unpaired.find((u) => u.round === round && u.kind === 'PAB')?.player,
    });
    for (const g of games)
      await run('arbiter', 'result set', {
        round,
        board: g.board,
        result: text[resultOf(round, g.board, name(g.white_no), name(g.black_no))],
      });
    if (round === 2) await run('tournament', 'withdraw', { player: WITHDRAWN });
  }
  const lt = await state();
  const st = computeStandings(lt.tournament, { tiebreaks: [...TIEBREAKS] });
  if (!st.ok) throw new Error(st.error.message);
  return {
    rounds,
    standings: st.value.rows.map((r) => [
      r.player.id,
      r.points / 2,
      ...TIEBREAKS.map((c) => r.values[c] ?? NaN),
    ]),
    numbers: new Map(lt.players.map((p) => [p.name, p.start_no])),
  };
}

// ---- add-on ----------------------------------------------------------------------------------

function viaAddon(built: BuiltAddon, lateAfter = 4): Outcome {
  const sb: Sandbox = loadSandbox(built);
  const ss = sb.app.spreadsheet;
  const call = (fn: string) => {
    sb.call(fn);
    const alerts = sb.app.ui.alerts.splice(0);
    if (alerts.length > 0) throw new Error(`${fn}: ${JSON.stringify(alerts)}`);
  };
  call('rochadeNewSwiss');
  typePlayers(sb, PLAYERS);
  const byes = ss.getSheetByName('Byes');
  if (!byes) throw new Error('no Byes sheet');
  fillSheet(
    byes,
    [
      [HPB_PLAYER, 3, 'half'],
      [ZPB_PLAYER, 5, 'zero'],
    ],
    { row: 2, column: 1 },
  );
  const players = () => ss.getSheetByName('Players')?.snapshot() ?? [];
  const nameOf = (no: number) => String(players().find((r) => r[0] === no)?.[1] ?? '');
  const text: Record<Code, string> = { W: '1-0', B: '0-1', D: '½-½', 'W+': '+-' };
  const setResult = (round: number, board: number, c: Code) => {
    const sheet = ss.getSheetByName(`Round ${round}`);
    const rows = sheet?.snapshot() ?? [];
    const i = rows.findIndex((r, k) => k > 0 && r[0] === board);
    sheet?.getRange(i + 1, 6).setValue(text[c]);
  };
  const rounds: Round[] = [];
  const roundOf = (sheet: NonNullable<ReturnType<typeof ss.getSheetByName>>): Round => {
    const games = sheet
      .snapshot()
      .filter((r, k) => k > 0 && r[9] !== '' && r[1] !== '')
      .sort((a, b) => (a[0] as number) - (b[0] as number));
    return {
      boards: games.map((r) => [r[1] as number, r[9] as number] as const),
      pab: sheetPairing(sheet).pab,
    };
  };
  for (let round = 1; round <= ROUNDS; round++) {
    call('rochadePairNextRound');
    if (round === lateAfter)
      fillSheet(ss.getSheetByName('Players')!, [['', LATE.name, '', LATE.rating]], {
        row: PLAYERS.length + 2,
        column: 1,
      });
    if (round === 5) {
      const r4 = ss.getSheetByName('Round 4')?.snapshot() ?? [];
      const b2 = r4.find((r, k) => k > 0 && r[0] === 2) ?? [];
      setResult(4, 2, corrected(resultOf(4, 2, nameOf(b2[1] as number), nameOf(b2[9] as number))));
    }
    if (round === 6) {
      ss.deleteSheet(ss.getSheetByName('Round 6')!);
      const data = ss.getSheetByName('Rochade data');
      if (data) ss.deleteSheet(data);
      call('rochadePairNextRound');
    }
    const sheet = ss.getSheetByName(`Round ${round}`)!;
    const games = sheet
      .snapshot()
      .filter((r, k) => k > 0 && r[9] !== '' && r[1] !== '')
      .sort((a, b) => (a[0] as number) - (b[0] as number));
    rounds.push(roundOf(sheet));
    for (const r of games)
      setResult(
        round,
        r[0] as number,
        resultOf(round, r[0] as number, nameOf(r[1] as number), nameOf(r[9] as number)),
      );
    if (round === 2) {
      const i = players().findIndex((r) => r[1] === WITHDRAWN);
      ss.getSheetByName('Players')!
        .getRange(i + 1, 9)
        .setValue(2);
    }
  }
  call('rochadeComputeStandings');
  // The Standings sheet of the report model, read by its headers (rank, start number, …, points, tiebreaks).
  const st = reportSheet(ss.getSheetByName('Standings')?.snapshot() ?? []);
  return {
    rounds,
    standings: st.rows.map((r) => [
      Number(r[st.at('SNo')]),
      ...['Pts', ...TIEBREAKS].map((h) => Number(r[st.at(h)])),
    ]),
    numbers: new Map(
      players()
        .slice(1)
        .filter((r) => r[1] !== '')
        .map((r) => [String(r[1]), r[0] as number]),
    ),
    final: Array.from({ length: ROUNDS }, (_, i) => roundOf(ss.getSheetByName(`Round ${i + 1}`)!)),
  };
}

// ---- the comparison --------------------------------------------------------------------------

describe('one workflow through the CLI, the bot and the add-on: the same pairings, standings and tiebreaks', () => {
  const h = useHarness();
  let built: BuiltAddon;
  beforeAll(async () => {
    built = await buildIntoTemp();
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root });
    ({ runCli } = (await import(new URL('dist/cli/rochade.js', `file://${root}`).href)) as {
      runCli: typeof RunCli;
    });
    // Two builds (the add-on, the CLI's per-command bundles): over a minute on a busy machine.
  }, 180_000);

  test(`seed ${SEED}: 60 players + a late entry, 7 rounds`, async () => {
    const cli = await viaCli();
    const bot = await viaBot(h);
    const addon = viaAddon(built);
    expect(cli.rounds).toHaveLength(ROUNDS);
    // The late entrant plays from round 5 on with number 61 (numbers are final from round 4).
    expect([...(cli.rounds[4]?.boards.flat() ?? []), cli.rounds[4]?.pab]).toContain(61);
    expect(cli.rounds[3]?.boards.flat()).not.toContain(61);
    expect(bot.rounds).toEqual(cli.rounds);
    expect(addon.rounds.map(sorted)).toEqual(cli.rounds.map(sorted));
    expect(addon.final?.map(sorted)).toEqual(cli.final?.map(sorted));
    // The scenario happened: the requested byes, the withdrawal and the late entry keep those
    // players off the boards of their rounds.
    const no = (name: string) => cli.numbers.get(name) ?? 0;
    const off = (name: string, rounds: readonly number[]) =>
      rounds.map((r) =>
        [...(cli.rounds[r - 1]?.boards.flat() ?? []), cli.rounds[r - 1]?.pab].includes(no(name)),
      );
    expect(off(HPB_PLAYER, [2, 3, 4])).toEqual([true, false, true]);
    expect(off(ZPB_PLAYER, [4, 5, 6])).toEqual([true, false, true]);
    expect(off(WITHDRAWN, [2, 3, 4, 5, 6, 7])).toEqual([true, false, false, false, false, false]);
    expect(no(LATE.name)).toBe(61);
    expect(cli.standings).toHaveLength(61);
    expect(cli.standings.flat().every((x) => Number.isFinite(x))).toBe(true);
    expect(bot.numbers).toEqual(cli.numbers);
    expect(addon.numbers).toEqual(cli.numbers);
    expect(bot.standings).toEqual(cli.standings);
    expect(addon.standings).toEqual(cli.standings);
  });

  // While rounds 1-3 are paired a late entry renumbers the start list by the initial order (FIDE
  // C.04.2 (2026) 2), in all three: the add-on rewrites the Players sheet, the Round 1 and 2 sheets
  // and the Byes sheet's numbers when it admits the entrant (at Pair next round for round 3).
  test(`seed ${SEED}: a late entry after round 2 renumbers the list in the CLI, the bot and the add-on alike`, async () => {
    const cli = await viaCli(2);
    const bot = await viaBot(h, 2, 'Herbstopen 2');
    const addon = viaAddon(built, 2);
    // 1905 ranks the entrant among the 60: not the last number.
    expect(cli.numbers.get(LATE.name)).toBeLessThan(61);
    expect(bot.numbers).toEqual(cli.numbers);
    expect(bot.rounds).toEqual(cli.rounds);
    expect(bot.standings).toEqual(cli.standings);
    expect(addon.numbers).toEqual(cli.numbers);
    // Rounds 1 and 2 as the sheets hold them after the renumbering, then every later round.
    expect(addon.final?.map(sorted)).toEqual(cli.final?.map(sorted));
    expect(addon.rounds.slice(2).map(sorted)).toEqual(cli.rounds.slice(2).map(sorted));
    expect(addon.standings).toEqual(cli.standings);
  });
});
