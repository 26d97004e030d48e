import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { GatewayOpcodes } from 'discord.js';
import { type WebSocket, WebSocketServer } from 'ws';
import { apiGuild, apiUser } from './apiObjects.ts';
import { type FakeGuild, type FakeUser, type Json, nextSnowflake } from './types.ts';

interface ShardConnection {
  readonly ws: WebSocket;
  shard: [number, number];
  seq: number;
  sessionId: string;
  identified: boolean;
  /** The gateway intents the client asked for in IDENTIFY. */
  intents?: number;
  /** Every dispatched frame of the session, by sequence number: replayed on RESUME. */
  log: { s: number; frame: string }[];
}

export interface GatewayOptions {
  readonly token: string;
  readonly applicationId: string;
  readonly guilds: readonly FakeGuild[];
  readonly users: readonly FakeUser[];
  readonly botUser: FakeUser;
  /** The gateway URL (for resume_gateway_url). */
  url(): string;
  /** Called after IDENTIFY and RESUME (waiters re-check). */
  onChange(): void;
}

/**
 * The fake's WebSocket gateway: HELLO, IDENTIFY (with shard [id, count]: guilds by
 * `(id >> 22) % count`), heartbeats, RESUME with replay of missed events, dispatches.
 */
export class FakeGateway {
  private readonly o: GatewayOptions;
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly conns = new Set<ShardConnection>();
  private readonly sessions = new Map<string, ShardConnection>();
  /** Number of successful RESUMEs (a dropped connection came back with its session). */
  resumes = 0;

  constructor(o: GatewayOptions) {
    this.o = o;
  }

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws));
  }

  /** Identified connections: [shard id, shard count]. */
  get connectedShards(): [number, number][] {
    return [...this.conns].filter((c) => c.identified).map((c) => c.shard);
  }

  /** The intents of each identified connection. */
  get identifiedIntents(): number[] {
    return [...this.conns].filter((c) => c.identified).map((c) => c.intents ?? 0);
  }

  /** Closes every connection with a resumable code (the client should RESUME). */
  drop(code: number): void {
    for (const c of this.conns) c.ws.close(code, 'test drop');
  }

  /** Dispatches an event to the session serving the guild (kept for replay if disconnected). */
  dispatchToGuild(guildId: string, t: string, d: unknown): void {
    this.dispatchOn(this.connectionFor(guildId), t, d);
  }

  stop(): void {
    for (const c of this.conns) c.ws.terminate();
    this.wss.close();
  }

  private onConnection(ws: WebSocket): void {
    const conn: ShardConnection = {
      ws,
      shard: [0, 1],
      seq: 0,
      sessionId: nextSnowflake(),
      identified: false,
      log: [],
    };
    this.conns.add(conn);
    ws.on('close', () => this.conns.delete(conn));
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { op: number; d: Json };
      switch (msg.op) {
        case GatewayOpcodes.Heartbeat:
          ws.send(JSON.stringify({ op: GatewayOpcodes.HeartbeatAck }));
          break;
        case GatewayOpcodes.Identify: {
          if (msg.d.token !== this.o.token) {
            ws.close(4004, 'Authentication failed.');
            return;
          }
          conn.shard = (msg.d.shard as [number, number] | undefined) ?? [0, 1];
          conn.intents = Number(msg.d.intents);
          conn.identified = true;
          this.sessions.set(conn.sessionId, conn);
          const guilds = this.guildsOf(conn.shard);
          this.dispatchOn(conn, 'READY', {
            v: 10,
            user: apiUser(this.o.botUser, true),
            guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
            session_id: conn.sessionId,
            resume_gateway_url: this.o.url(),
            shard: conn.shard,
            application: { id: this.o.applicationId, flags: 0 },
          });
          for (const g of guilds) this.dispatchOn(conn, 'GUILD_CREATE', apiGuild(g, this.o.users));
          this.o.onChange();
          break;
        }
        case GatewayOpcodes.Resume: {
          const old = this.sessions.get(String(msg.d.session_id));
          if (!old || msg.d.token !== this.o.token) {
            ws.send(JSON.stringify({ op: GatewayOpcodes.InvalidSession, d: false }));
            return;
          }
          conn.shard = old.shard;
          conn.seq = old.seq;
          conn.sessionId = old.sessionId;
          conn.log = old.log;
          conn.identified = true;
          this.sessions.set(conn.sessionId, conn);
          this.resumes += 1;
          // Replay what the client missed while disconnected, then RESUMED.
          const from = Number(msg.d.seq ?? 0);
          for (const e of conn.log) if (e.s > from) ws.send(e.frame);
          this.dispatchOn(conn, 'RESUMED', {});
          this.o.onChange();
          break;
        }
        default:
          break;
      }
    });
    ws.send(JSON.stringify({ op: GatewayOpcodes.Hello, d: { heartbeat_interval: 41_250 } }));
  }

  private guildsOf([id, count]: [number, number]): FakeGuild[] {
    return this.o.guilds.filter((g) => Number((BigInt(g.id) >> 22n) % BigInt(count)) === id);
  }

  private dispatchOn(conn: ShardConnection, t: string, d: unknown): void {
    conn.seq += 1;
    const frame = JSON.stringify({ op: GatewayOpcodes.Dispatch, t, s: conn.seq, d });
    conn.log.push({ s: conn.seq, frame });
    // A disconnected session keeps its events: the client gets them when it resumes.
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(frame);
  }

  private connectionFor(guildId: string): ShardConnection {
    const serving = [...this.sessions.values()].filter((c) =>
      this.guildsOf(c.shard).some((g) => g.id === guildId),
    );
    const open = serving.find((c) => c.ws.readyState === c.ws.OPEN);
    const conn = open ?? serving[serving.length - 1];
    if (!conn) throw new Error(`no gateway session serves guild ${guildId}`);
    return conn;
  }
}
