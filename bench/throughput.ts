import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { LoadOptions } from './load-generator.ts';

/** One thing to load: a server (Fastify instance) and the GET it answers. */
export type Target = { app: FastifyInstance; path: string; headers: Record<string, string> };

export type Load = { connections: number; seconds: number };

/** Requests per second, and CPU per request of this process and of the database's backends. */
export type Rate = {
  rps: number;
  server_cpu_us_per_request: number;
  db_cpu_us_per_request: number;
};

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

/** CPU time (ms) the kernel has charged to these processes so far; 0 for those it cannot read. */
export const cpuMsOf = (pids: readonly number[]): number =>
  pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms ticks
    } catch {
      return sum;
    }
  }, 0);

const rate = async (
  load: () => Promise<number>,
  dbPids: readonly number[],
): Promise<Omit<Rate, 'rps'> & { requests: number }> => {
  const db0 = cpuMsOf(dbPids);
  const cpu0 = process.cpuUsage();
  const requests = await load();
  const cpu = process.cpuUsage(cpu0);
  const dbMs = cpuMsOf(dbPids) - db0;
  return {
    requests,
    server_cpu_us_per_request: Math.round((cpu.user + cpu.system) / requests),
    db_cpu_us_per_request: Math.round((dbMs * 1000) / requests),
  };
};

/**
 * In process: `connections` loops each awaiting `app.inject` (no sockets, no HTTP parsing), so
 * the figure is the framework and the route's own work; the load shares the server's thread.
 */
export const injectRate = async (t: Target, load: Load, dbPids: readonly number[]) => {
  const request = { method: 'GET' as const, url: t.path, headers: t.headers };
  const start = performance.now();
  const end = start + load.seconds * 1000;
  const r = await rate(async () => {
    let done = 0;
    await Promise.all(
      Array.from({ length: load.connections }, async () => {
        while (performance.now() < end) {
          const reply = await t.app.inject(request);
          if (reply.statusCode !== 200) throw new Error(`${t.path} answered ${reply.statusCode}`);
          done++;
        }
      }),
    );
    return done;
  }, dbPids);
  const { requests, ...cpu } = r;
  return { rps: Math.round(requests / ((performance.now() - start) / 1000)), ...cpu };
};

/**
 * Over HTTP: the server listens on a loopback port and a separate process (load-generator.ts)
 * keeps `connections` keep-alive connections busy, one request at a time on each.
 */
export const httpRate = async (t: Target, load: Load, dbPids: readonly number[]) => {
  const { port } = t.app.server.address() as AddressInfo;
  const options: LoadOptions = { port, path: t.path, headers: t.headers, ...load };
  let result = { requests: 0, non_200: 0, seconds: 1 };
  const r = await rate(async () => {
    const { stdout } = await run(process.execPath, [
      '--import',
      'tsx',
      path.join(here, 'load-generator.ts'),
      JSON.stringify(options),
    ]);
    result = JSON.parse(stdout);
    return result.requests;
  }, dbPids);
  if (result.non_200 > 0) throw new Error(`${t.path}: ${result.non_200} answers were not 200`);
  const { requests, ...cpu } = r;
  return { rps: Math.round(requests / result.seconds), ...cpu };
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Every target measured `rounds` times, the targets taking turns within each round so that a
 * change in the machine's load falls on all of them alike; answers each target's median round.
 */
export const compareRates = async <K extends string>(
  targets: Record<K, Target>,
  measureOne: (t: Target) => Promise<Rate>,
  rounds: number,
): Promise<Record<K, Rate & { rps_rounds: number[] }>> => {
  const seen = Object.fromEntries(Object.keys(targets).map((k) => [k, [] as Rate[]])) as Record<
    K,
    Rate[]
  >;
  for (let i = 0; i < rounds; i++)
    for (const k of Object.keys(targets) as K[]) seen[k].push(await measureOne(targets[k]));
  return Object.fromEntries(
    (Object.keys(targets) as K[]).map((k) => {
      const all = seen[k];
      return [
        k,
        {
          rps: median(all.map((r) => r.rps)),
          server_cpu_us_per_request: median(all.map((r) => r.server_cpu_us_per_request)),
          db_cpu_us_per_request: median(all.map((r) => r.db_cpu_us_per_request)),
          rps_rounds: all.map((r) => r.rps),
        },
      ];
    }),
  ) as Record<K, Rate & { rps_rounds: number[] }>;
};
