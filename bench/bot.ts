// Load test of the Discord bot: the built bot runs as its own process (as `npm start` does) against
// the fake Discord of the tests (test/bot/fakeDiscord) in this process. First every member joins a
// second tournament at once (/tournament join, 400 by default), then 200 result reports by White,
// the same 200 games reported at the same moment by Black (the race), and 200 standings requests,
// all at once. Prints acknowledgement latencies as the fake measures them (dispatch → first
// callback) and final-answer latencies (dispatch → the answer visible), p50/p99/max over those that
// arrived plus how many were late or missing, counts the results stored once, lost and doubled, and
// the fake's 429 answers (Discord's rate limits) and refused bodies (Discord's schemas).
// Runs on SQLite and on a local PostgreSQL server (where one is installed) and prints both.
// Usage: npx tsx bench/bot.ts            (BENCH_GAMES=n to change the number of boards; BENCH_DB=sqlite|postgres;
//        BENCH_BUSY=n busy processes beside the bot; BENCH_JOINS=n joins first (default 2 per board, 0: none);
//        BENCH_RACE=0 without Black's racing reports;
//        BENCH_SCENARIO=server2000: a 2000-member server, 2000 joins, then 1000 boards reported at once
//        and 1000 /standings, no racing reports;
//        BENCH_CPU_PROF=dir writes a V8 CPU profile of the bot process there, for Chrome DevTools)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { commands } from '../bot/commands/index.ts';
import type { DatabaseConfig } from '../bot/env.ts';
import * as repo from '../bot/storage/repo.ts';
import { openDatabase } from '../bot/storage/open.ts';
import { createStore } from '../bot/storage/store.ts';
import { startLocalPostgres } from './_postgres.ts';

interface FakeUser {
  id: string;
  username: string;
}
interface Rec {
  id: string;
  initial?: { type: number; ms: number };
  rejectedCallbacks: unknown[];
  original?: { edits: number; deleted?: boolean };
  followups: unknown[];
}
interface Fake {
  apiBase: string;
  connectedShards: unknown[];
  start(): Promise<void>;
  stop(): Promise<void>;
  useCommandDefinitions(d: unknown[]): void;
  buildCommand(p: Record<string, unknown>): unknown;
  sendInteraction(p: unknown): Rec;
  response(r: Rec, timeoutMs?: number): Promise<unknown>;
  waitFor<T>(f: () => T | undefined | false, what: string, timeoutMs?: number): Promise<T>;
  /** 429 answers (Discord's rate limits, emulated with their headers) and bodies refused with 400/50035. */
  tooManyRequests: readonly unknown[];
  invalidBodies: readonly unknown[];
}

// The fake lives with the tests (test/ is not part of the bench project's type graph).
const root = path.resolve(import.meta.dirname, '..');
const fakeUrl = pathToFileURL(path.join(root, 'test/bot/fakeDiscord/server.ts')).href;
const { FakeDiscord } = (await import(fakeUrl)) as { FakeDiscord: new (o: Record<string, unknown>) => Fake };

const TOKEN = 'bench-token-0123456789';
const APP = '900000000000000001';
const GUILD = '800000000000000001';
const CHANNEL = '810000000000000001';
/** The channel of the tournament the members join (registration open). */
const JOIN_CHANNEL = '810000000000000002';
const SCENARIOS: Record<string, { games: number; joins: number; race: boolean }> = {
  server2000: { games: 1000, joins: 2000, race: false },
};
const scenario = process.env.BENCH_SCENARIO ? SCENARIOS[process.env.BENCH_SCENARIO] : undefined;
if (process.env.BENCH_SCENARIO && !scenario)
  throw new Error(`BENCH_SCENARIO: one of ${Object.keys(SCENARIOS).join(', ')}`);
const GAMES = scenario?.games ?? Number(process.env.BENCH_GAMES ?? 200);
const JOINS = Math.min(scenario?.joins ?? Number(process.env.BENCH_JOINS ?? 2 * GAMES), 2 * GAMES);
const RACE = scenario?.race ?? process.env.BENCH_RACE !== '0';
const users: FakeUser[] = Array.from({ length: GAMES * 2 }, (_, i) => ({
  id: String(700000000000000000n + BigInt(i + 1)),
  username: `p${i + 1}`,
}));

/**
 * The joins and the burst against the database `config` (the bot reaches it through `url`); returns
 * the final answers' p99 of each wave and the acknowledgements' p99 of all.
 */
async function burst(
  label: string,
  config: DatabaseConfig,
  url: string,
): Promise<{ joins: number; burst: number; ack: number }> {
  // 1. The database: a running Swiss event, round 1 paired (top half against bottom half, as the
  //    Dutch first round does; this benchmark measures the result flow, not the pairing engine).
  {
    const store = createStore(await openDatabase(config));
    await store.mutate('bench-setup', async (q) => {
      const id = await repo.createTournament(q, {
        guildId: GUILD,
        name: 'Bench Open',
        kind: 'swiss',
        rounds: 5,
        createdBy: '1',
        at: new Date().toISOString(),
      });
      await repo.selectTournament(q, GUILD, CHANNEL, id);
      for (const [i, u] of users.entries())
        await repo.addPlayer(q, id, {
          userId: u.id,
          name: u.username,
          dwz: 2400 - i,
          dwzIndex: 10,
          fide: null,
          birthYear: null,
        });
      await repo.insertGames(
        q,
        id,
        Array.from({ length: GAMES }, (_, i) => ({
          round: 1,
          board: i + 1,
          white: i % 2 ? i + 1 + GAMES : i + 1,
          black: i % 2 ? i + 1 : i + 1 + GAMES,
        })),
      );
      await repo.updateTournament(q, id, { status: 'running', current_round: 1 });
      // The tournament the members join, selected in its own channel.
      const open = await repo.createTournament(q, {
        guildId: GUILD,
        name: 'Bench Rapid',
        kind: 'swiss',
        rounds: 7,
        createdBy: '1',
        at: new Date().toISOString(),
      });
      await repo.selectTournament(q, GUILD, JOIN_CHANNEL, open);
    });
    await store.close();
  }

  /** The process's CPU time (user + system, all threads) from /proc on Linux; undefined elsewhere. */
  function cpuMs(pid: number | undefined): number | undefined {
    try {
      // proc(5): after the command name in parentheses, utime and stime are fields 14 and 15, in clock ticks (USER_HZ, 100).
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return undefined;
    }
  }

  // 2. The fake Discord here, the bot in its own process.
  const fake = new FakeDiscord({
    token: TOKEN,
    applicationId: APP,
    guilds: [{ id: GUILD, name: 'Bench', channels: [CHANNEL, JOIN_CHANNEL], roles: [] }],
    users,
  });
  await fake.start();
  fake.useCommandDefinitions(commands.map((c) => c.data.toJSON()));
  // One folder per checkout: node_modules may be shared by several worktrees.
  const outDir = path.join(root, 'node_modules', '.cache', `rochade-bench-${path.basename(root)}`);
  mkdirSync(outDir, { recursive: true });
  const script = path.join(outDir, 'main.js');
  await build({
    entryPoints: [path.join(root, 'bot/main.ts')],
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const profDir = process.env.BENCH_CPU_PROF;
  const nodeArgs = profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DISCORD_TOKEN: TOKEN,
      DISCORD_APPLICATION_ID: APP,
      DISCORD_API_BASE: fake.apiBase,
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let botLog = '';
  child.stderr.on('data', (d: Buffer) => (botLog += d.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  await fake.waitFor(() => fake.connectedShards.length > 0, 'the bot to connect', 60_000);

  // 3. Warm-up: a running bot has its modules compiled, its worker threads started and its database
  //    pages cached. A few standings requests (no results change) before the measured load.
  {
    const warm = Array.from({ length: 10 }, (_, k) =>
      fake.sendInteraction(
        fake.buildCommand({
          guildId: GUILD,
          channelId: CHANNEL,
          user: users[k],
          command: 'standings',
          options: {},
        }),
      ),
    );
    for (const r of warm) await fake.response(r, 60_000);
  }

  // 4. The load, in two waves: the joins, then (once every join is answered) the club evening's burst.
  // Payloads are built first and then sent in one tight loop: building hundreds of payloads takes
  // this process a while, and an interaction's clock starts when it is sent.
  const payload = (
    user: FakeUser,
    command: string,
    subcommand: string | undefined,
    options: Record<string, unknown>,
    channelId = CHANNEL,
  ): unknown => fake.buildCommand({ guildId: GUILD, channelId, user, command, subcommand, options });
  const noOf = (u: FakeUser): number => users.indexOf(u) + 1;
  const joinPayloads = users.slice(0, JOINS).map((u) => payload(u, 'tournament', 'join', {}, JOIN_CHANNEL));
  const payloads: { reports: unknown[]; races: unknown[]; standings: unknown[] } = {
    reports: [],
    races: [],
    standings: [],
  };
  for (let b = 0; b < GAMES; b++) {
    const [wNo, bNo] = b % 2 ? [b + 1 + GAMES, b + 1] : [b + 1, b + 1 + GAMES];
    const w = users[wNo - 1] as FakeUser;
    const bl = users[bNo - 1] as FakeUser;
    payloads.reports.push(payload(w, 'result', 'report', { opponent: String(noOf(bl)), result: '1-0' }));
    if (RACE)
      payloads.races.push(payload(bl, 'result', 'report', { opponent: String(noOf(w)), result: '0-1' }));
    payloads.standings.push(payload(users[b] as FakeUser, 'standings', undefined, {}));
  }
  const finalMs = new Map<Rec, number>();
  const answerOf = (r: Rec): unknown => {
    const i = r.initial;
    if (!i) return undefined;
    if (i.type === 5)
      return r.original?.deleted ? r.followups[0] : (r.original?.edits ?? 0) > 0 ? r.original : undefined;
    return r.original;
  };
  /** Sends the payloads (interleaved, one of each list in turn) and waits for every final answer. */
  const wave = async (lists: readonly (readonly unknown[])[]): Promise<{ recs: Rec[][]; wall: number }> => {
    const recs = lists.map((): Rec[] => []);
    const t0 = performance.now();
    for (let k = 0; k < Math.max(...lists.map((l) => l.length)); k++)
      for (const [j, l] of lists.entries()) if (k < l.length) recs[j]?.push(fake.sendInteraction(l[k]));
    const all = recs.flat();
    // One polling loop over all records (hundreds of concurrent waiters would load the fake's process).
    for (
      const deadline = performance.now() + 180_000;
      all.some((r) => !finalMs.has(r)) && performance.now() < deadline;
    ) {
      for (const r of all) if (!finalMs.has(r) && answerOf(r)) finalMs.set(r, performance.now() - t0);
      await new Promise((res) => setTimeout(res, 20));
    }
    return { recs, wall: performance.now() - t0 };
  };
  const cpu0 = cpuMs(child.pid);
  const fakeCpu0 = process.cpuUsage();
  const joinWave = await wave([joinPayloads]);
  const joins = joinWave.recs[0] ?? [];
  const burstWave = await wave([payloads.reports, payloads.races, payloads.standings]);
  const [reports = [], races = [], standings = []] = burstWave.recs;
  const all = [...joins, ...reports, ...races, ...standings];
  const unansweredCount = all.length - all.filter((r) => finalMs.has(r)).length;
  const cpu1 = cpuMs(child.pid);
  const fakeCpu = process.cpuUsage(fakeCpu0);

  child.kill('SIGTERM');
  const code = await exited;

  const pct = (xs: readonly number[], p: number): number =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
  const stats = (xs: readonly number[]): string =>
    xs.length === 0
      ? 'none'
      : `p50 ${pct(xs, 50).toFixed(0).padStart(5)}  p99 ${pct(xs, 99).toFixed(0).padStart(5)}  max ${Math.max(
          ...xs,
        )
          .toFixed(0)
          .padStart(5)} ms`;
  const line = (name: string, rs: Rec[]): string => {
    const acked = rs.flatMap((r) => (r.initial ? [r.initial.ms] : []));
    const late = rs.filter((r) => !r.initial || r.initial.ms > 3000).length;
    const finals = rs.flatMap((r) => (finalMs.has(r) ? [finalMs.get(r) ?? 0] : []));
    const deferred = rs.filter((r) => r.initial?.type === 5 || r.initial?.type === 6).length;
    return `${name.padEnd(22)} n=${String(rs.length).padStart(4)}  ack ${stats(acked)} (late/missing ${late}, deferred ${deferred})  final ${stats(finals)} (missing ${rs.length - finals.length})`;
  };
  const burstAll = [...reports, ...races, ...standings];
  console.log(
    `bot load test (${label}, bot in its own process): ${JOINS} joins answered in ${joinWave.wall.toFixed(0)} ms, then ${GAMES} boards, ${burstAll.length} interactions answered in ${burstWave.wall.toFixed(0)} ms`,
  );
  if (joins.length > 0) console.log(line('tournament join', joins));
  console.log(line('result report (White)', reports));
  if (RACE) console.log(line('result report (Black)', races));
  console.log(line('standings', standings));
  console.log(line('burst (all)', burstAll));
  if (cpu0 !== undefined && cpu1 !== undefined)
    console.log(
      `CPU time during the load: bot process ${(cpu1 - cpu0).toFixed(0)} ms (all threads), fake Discord (this process) ${((fakeCpu.user + fakeCpu.system) / 1000).toFixed(0)} ms`,
    );
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
  );

  // 5. Verification: one result per game, nothing lost, nothing doubled, every callback accepted.
  const store = createStore(await openDatabase(config));
  const lt = await repo.loadTournament(store.db, await repo.resolveTournament(store.db, GUILD, CHANNEL));
  const open = lt.games.filter((g) => g.round === 1 && g.result === '*').length;
  const audits = await store.db
    .selectFrom('audit_log')
    .select(['game_id'])
    .where('action', '=', 'report')
    .execute();
  const perGame = new Map<number | null, number>();
  for (const a of audits) perGame.set(a.game_id, (perGame.get(a.game_id) ?? 0) + 1);
  const joined = (
    await store.db
      .selectFrom('players')
      .select('start_no')
      .where('tournament_id', '=', lt.row.id + 1)
      .execute()
  ).length;
  const doubled = [...perGame.values()].filter((n) => n > 1).length;
  const once = [...perGame.values()].filter((n) => n === 1).length;
  const rejected = all.reduce((n, r) => n + r.rejectedCallbacks.length, 0);
  const unanswered = unansweredCount;
  await store.close();
  await fake.stop();
  const limited = fake.tooManyRequests.length;
  const invalid = fake.invalidBodies.length;
  console.log(`Discord: ${limited} responses 429, ${invalid} request bodies refused (400, code 50035)`);
  console.log(
    `results: ${once} stored once, ${open} lost, ${doubled} doubled (${GAMES} games, ${audits.length} report entries); ${joined} of ${JOINS} joined; ${unanswered} unanswered, ${rejected} rejected callbacks; bot exit code ${code}`,
  );
  if (
    open > 0 ||
    joined !== JOINS ||
    doubled > 0 ||
    audits.length !== GAMES ||
    rejected > 0 ||
    unanswered > 0 ||
    limited > 0 ||
    invalid > 0
  ) {
    console.error(`FAILED\n${botLog.slice(0, 2000)}`);
    process.exitCode = 1;
  }
  const p99 = (rs: readonly Rec[], ms: (r: Rec) => number | undefined): number =>
    pct(
      rs.flatMap((r) => ms(r) ?? []),
      99,
    );
  return {
    joins: p99(joins, (r) => finalMs.get(r)),
    burst: p99(burstAll, (r) => finalMs.get(r)),
    ack: p99(all, (r) => r.initial?.ms),
  };
}

const summary = (db: string, r: { joins: number; burst: number; ack: number }): string =>
  `${db}: ${JOINS > 0 ? `joins ${r.joins.toFixed(0)} ms, ` : ''}burst ${r.burst.toFixed(0)} ms (acknowledgements ${r.ack.toFixed(0)} ms)`;

// The burst on SQLite (a file) and on PostgreSQL (a throw-away local server, see _postgres.ts; skipped
// with a message where none is installed), one after the other. BENCH_DB=sqlite|postgres runs one;
// BENCH_BUSY=n runs n busy processes beside the bot (the goal is stated with 2).
const which = process.env.BENCH_DB ?? 'both';
const busy = Array.from({ length: Number(process.env.BENCH_BUSY ?? 0) }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const p99s: string[] = [];
try {
  if (which !== 'postgres') {
    const dir = mkdtempSync(path.join(tmpdir(), 'rochade-bench-'));
    const file = path.join(dir, 'bot.db');
    const p99 = await burst('SQLite file', { kind: 'sqlite', file }, `sqlite:${file}`);
    p99s.push(summary('SQLite', p99));
    rmSync(dir, { recursive: true, force: true });
  }
  if (which !== 'sqlite') {
    const pg = await startLocalPostgres();
    if (typeof pg === 'string') console.log(`PostgreSQL: skipped, ${pg}`);
    else
      try {
        const p99 = await burst(`PostgreSQL ${pg.version}`, { kind: 'postgres', url: pg.url }, pg.url);
        p99s.push(summary('PostgreSQL', p99));
      } finally {
        pg.stop();
      }
  }
} finally {
  for (const b of busy) b.kill('SIGKILL');
}
console.log(
  `final answers p99 (goal < 3000 ms; acknowledgements < 1000 ms${busy.length ? `; ${String(busy.length)} busy processes beside` : ''}): ${p99s.join('; ')}`,
);
