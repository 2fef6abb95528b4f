/**
 * The floor an API read is measured against: a raw `node:http` server on a `pg` pool of the API's size, answering a
 * path with the rows of the very SQL the API runs (compiled once from the API's own query), as JSON — no framework,
 * no ORM, no middleware. A bench prints the API beside it (sequential latency and throughput) and their ratio.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';

export interface RawStatement {
  sql: string;
  parameters: readonly unknown[];
}

export interface RawServer {
  url: string;
  close(): Promise<void>;
}

/** Serves GET `path` → `statementOf(path)`'s first row as JSON (404 when it has none or no statement matches). */
export async function startRawPgServer(
  databaseUrl: string,
  poolMax: number,
  statementOf: (path: string) => RawStatement | undefined,
): Promise<RawServer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  const server = createServer(async (req, res) => {
    const statement = statementOf(req.url ?? '');
    const row = statement && (await pool.query(statement.sql, [...statement.parameters])).rows[0];
    res.writeHead(row ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(row ?? { message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

/** Requests per second at `connections` for `seconds`, each request's path from `nextPath` (autocannon). */
export function throughput(
  url: string,
  options: { connections: number; seconds: number; nextPath?: () => string },
): Promise<autocannon.Result> {
  const { nextPath } = options;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        ...(nextPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] } : {}),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}
