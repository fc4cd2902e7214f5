/**
 * The load generator, in a process of its own so it does not share the server's event loop: reads a job (JSON file
 * named on the command line), runs autocannon and prints the figures as one JSON line.
 */
import fs from 'node:fs';
import autocannon, { type Request } from 'autocannon';

export interface LoadJob {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** One body for every request, or one per request in turn (a bill needs trips no other bill took). */
  body?: string;
  bodies?: string[];
  connections: number;
  /** Seconds, or a number of requests. */
  duration?: number;
  amount?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

const job = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as LoadJob;
let next = 0;
const bodies = job.bodies;
const requests: Request[] | undefined = bodies
  ? [
      {
        setupRequest: (request) => {
          const body = bodies[next % bodies.length];
          next += 1;
          return { ...request, body };
        },
      },
    ]
  : undefined;

const result = await autocannon({
  url: job.url,
  method: job.method ?? 'GET',
  headers: job.headers ?? {},
  connections: job.connections,
  timeout: 120,
  // autocannon refuses keys present with undefined values.
  ...(job.body === undefined ? {} : { body: job.body }),
  ...(job.amount === undefined ? { duration: job.duration ?? 10 } : { amount: job.amount }),
  ...(requests ? { requests } : {}),
});
const output: LoadResult = {
  requestsPerSecond: result.requests.total / Math.max(result.duration, 0.001),
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
};
process.stdout.write(`${JSON.stringify(output)}\n`);
