import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { DatabaseConfig } from '../../../bot/env.ts';

/** A PostgreSQL server for tests: PGlite (WASM) over the wire protocol on 127.0.0.1, no install. */
export interface PgServer {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startPglite(): Promise<PgServer> {
  const db = await PGlite.create();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 32 });
  await server.start();
  const conn = server.getServerConn(); // "127.0.0.1:PORT"
  return {
    url: `postgres://postgres:postgres@${conn}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/** The two engines every storage test runs on. */
export const DB_KINDS = ['sqlite', 'postgres'] as const;
export type DbKind = (typeof DB_KINDS)[number];

export async function databaseFor(kind: DbKind): Promise<{ config: DatabaseConfig; stop(): Promise<void> }> {
  if (kind === 'sqlite') return { config: { kind: 'sqlite', file: ':memory:' }, stop: async () => {} };
  const pg = await startPglite();
  return { config: { kind: 'postgres', url: pg.url }, stop: () => pg.stop() };
}
