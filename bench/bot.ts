// Load test of the Discord bot through the fake Discord (test/bot/fakeDiscord): 200 concurrent
// result reports and 200 standings requests via the real discord.js client. Prints acknowledgement
// latencies (p50/p99) and checks that no result is lost or doubled.
// Usage: npx tsx bench/bot.ts [--postgres]
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { startBot } from '../bot/app.ts';
import { commands } from '../bot/commands/index.ts';
import { createLogger, silentLogger } from '../bot/log.ts';
import * as repo from '../bot/storage/repo.ts';
import { openDatabase } from '../bot/storage/open.ts';
import { createStore } from '../bot/storage/store.ts';
import type { DatabaseConfig } from '../bot/env.ts';

interface FakeUser {
  id: string;
  username: string;
}
interface Rec {
  initial?: { type: number; ms: number };
  rejectedCallbacks: unknown[];
}
interface Fake {
  apiBase: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  useCommandDefinitions(d: unknown[]): void;
  buildCommand(p: Record<string, unknown>): unknown;
  sendInteraction(p: unknown): Rec;
  response(r: Rec, timeoutMs?: number): Promise<unknown>;
}

// The fake lives with the tests (test/ is not part of the bench project's type graph).
const fakeModule = pathToFileURL(path.resolve(import.meta.dirname, '../test/bot/fakeDiscord/server.ts')).href;
const { FakeDiscord } = (await import(fakeModule)) as { FakeDiscord: new (o: Record<string, unknown>) => Fake };
const pgModule = pathToFileURL(path.resolve(import.meta.dirname, '../test/bot/helpers/databases.ts')).href;

const TOKEN = 'bench-token-0123456789';
const APP = '900000000000000001';
const GUILD = '800000000000000001';
const CHANNEL = '810000000000000001';
const GAMES = Number(process.env.BENCH_GAMES ?? 200);
const users: FakeUser[] = Array.from({ length: GAMES * 2 }, (_, i) => ({ id: String(700000000000000000n + BigInt(i + 1)), username: `p${i + 1}` }));
const admin: FakeUser = { id: '600000000000000001', username: 'admin' };

let db: DatabaseConfig = { kind: 'sqlite', file: ':memory:' };
let stopDb = async (): Promise<void> => {};
if (process.argv.includes('--postgres')) {
  const { startPglite } = (await import(pgModule)) as { startPglite: () => Promise<{ url: string; stop(): Promise<void> }> };
  const pg = await startPglite();
  db = { kind: 'postgres', url: pg.url };
  stopDb = () => pg.stop();
}

const fake = new FakeDiscord({ token: TOKEN, applicationId: APP, guilds: [{ id: GUILD, name: 'Bench', channels: [CHANNEL], roles: [] }], users: [admin, ...users] });
await fake.start();
fake.useCommandDefinitions(commands.map((c) => c.data.toJSON()));
const store = createStore(await openDatabase(db, { poolSize: 10 }));
const bot = await startBot({ token: TOKEN, apiBase: fake.apiBase, deps: { store, log: process.env.BENCH_LOG ? createLogger('warn') : silentLogger } });

if (process.env.BENCH_DEBUG) bot.client.on('debug', (m) => console.error('[debug]', m.slice(0, 200)));

const run = (user: FakeUser, command: string, subcommand: string | undefined, options: Record<string, unknown>, admin = false): Rec =>
  fake.sendInteraction(fake.buildCommand({ guildId: GUILD, channelId: CHANNEL, user, command, subcommand, options, permissions: admin ? 32n : 0n }));

// Setup: a Swiss tournament of 400 members, round 1 paired (200 boards).
await fake.response(run(admin, 'tournament', 'create', { name: 'Bench Open', system: 'swiss', rounds: 5 }, true));
const t = await repo.resolveTournament(store.db, GUILD, CHANNEL);
await store.mutate('bench-setup', async (q) => {
  for (const [i, u] of users.entries()) await repo.addPlayer(q, t.id, { userId: u.id, name: u.username, dwz: 2400 - i, dwzIndex: 10, fide: null, birthYear: null });
});
await fake.response(run(admin, 'tournament', 'start', {}, true));
// Round 1 laid out directly (top half against bottom half, as the Dutch system's first round does):
// the Dutch engine needs minutes for 400 players, and this benchmark measures the result flow.
await store.mutate('bench-round1', async (q) => {
  await repo.insertGames(q, t.id, Array.from({ length: GAMES }, (_, i) => ({ round: 1, board: i + 1, white: i % 2 ? i + 1 + GAMES : i + 1, black: i % 2 ? i + 1 : i + 1 + GAMES })));
  await repo.updateTournament(q, t.id, { current_round: 1 });
});
const lt = await repo.loadTournament(store.db, await repo.resolveTournament(store.db, GUILD, CHANNEL));
const userOf = new Map(lt.players.map((p) => [p.start_no, users.find((u) => u.id === p.user_id)]));

// The load: every White reports, and every game's Black reports at the same moment too (the race),
// plus 200 standings requests.
const reports: Rec[] = [];
const races: Rec[] = [];
const standings: Rec[] = [];
const t0 = performance.now();
for (const g of lt.games) {
  const w = userOf.get(g.white_no);
  const b = userOf.get(g.black_no);
  if (!w || !b) throw new Error('setup');
  reports.push(run(w, 'result', 'report', { opponent: String(g.black_no), result: '1-0' }));
  races.push(run(b, 'result', 'report', { opponent: String(g.white_no), result: '0-1' }));
  standings.push(run(users[standings.length % users.length] as FakeUser, 'standings', undefined, {}));
}
const all = [...reports, ...races, ...standings];
let answered = 0;
const progress = setInterval(() => {
  if (!process.env.BENCH_LOG) return;
  console.error(`${((performance.now() - t0) / 1000).toFixed(1)} s: ${answered}/${all.length} answered, ${all.filter((r) => r.initial).length} acknowledged`);
  const stuck = all.filter((r) => !r.initial).slice(0, 3) as unknown as { id: string; payload: { data: { name: string } } }[];
  for (const r of stuck) console.error('  stuck', r.id, r.payload.data.name, (fake as unknown as { requests: { path: string }[] }).requests.filter((q) => q.path.includes(r.id)).length);
}, 2000);
await Promise.all(all.map((r) => fake.response(r, 300_000).then(() => answered++)));
clearInterval(progress);
const wall = performance.now() - t0;

const pct = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const acks = (rs: Rec[]) => rs.map((r) => r.initial?.ms ?? Infinity);
const line = (name: string, rs: Rec[]): string => {
  const ms = acks(rs);
  const deferred = rs.filter((r) => r.initial?.type === 5).length;
  return `${name.padEnd(22)} n=${String(rs.length).padStart(3)}  ack p50 ${pct(ms, 50).toFixed(0).padStart(5)} ms  p99 ${pct(ms, 99).toFixed(0).padStart(5)} ms  max ${Math.max(...ms).toFixed(0).padStart(5)} ms  deferred ${deferred}`;
};
console.log(`bot load test (${db.kind}): ${GAMES} boards, ${all.length} interactions in ${wall.toFixed(0)} ms`);
console.log(line('result report (White)', reports));
console.log(line('result report (Black)', races));
console.log(line('standings', standings));
console.log(line('all', all));

// Verification: one result per game, nothing lost, nothing doubled, every callback accepted.
const after = await repo.loadTournament(store.db, await repo.resolveTournament(store.db, GUILD, CHANNEL));
const round1 = after.games.filter((g) => g.round === 1);
const open = round1.filter((g) => g.result === '*').length;
const audits = await store.db.selectFrom('audit_log').select(['game_id']).where('tournament_id', '=', t.id).where('action', '=', 'report').execute();
const perGame = new Map<number, number>();
for (const a of audits) perGame.set(a.game_id ?? -1, (perGame.get(a.game_id ?? -1) ?? 0) + 1);
const doubled = [...perGame.values()].filter((n) => n > 1).length;
const rejected = all.reduce((n, r) => n + r.rejectedCallbacks.length, 0);
console.log(`results: ${round1.length - open}/${round1.length} recorded, ${open} lost, ${doubled} doubled, ${audits.length} report entries, ${rejected} rejected callbacks`);

await bot.stop();
await store.close();
await fake.stop();
await stopDb();
if (open > 0 || doubled > 0 || audits.length !== GAMES || rejected > 0) {
  console.error('FAILED: a result was lost or doubled, or a callback was rejected');
  process.exitCode = 1;
}
