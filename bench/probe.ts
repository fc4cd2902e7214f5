/**
 * Latency probes that time the server, not the bench: each URL is called every 20 ms from a worker thread of its own,
 * so the bench's own work (building a 6 MB upload, parsing a large answer, its collections) cannot hold a probe's
 * answer unread and count as the server's delay. `npm run bench:import` found that it did: its event loop stalled
 * 10-140 ms while it sent the hostile files, and those stalls were in the /healthz figures.
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

export interface Probe {
  url: string;
  headers?: Record<string, string>;
}

/** Plain JS for the worker (eval): loops over the probes until told to stop, then posts each one's latencies, ms. */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
let stopping = false;
parentPort.once('message', () => { stopping = true; });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function callEvery20Ms({ url, headers }) {
  const latencies = [];
  do {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (latencies.length === 1) parentPort.postMessage('calling');
    await sleep(20);
  } while (!stopping);
  return latencies;
}
Promise.all(workerData.map(callEvery20Ms)).then((latencies) => parentPort.postMessage(latencies));
`;

/**
 * Runs `work` once every probe has answered its first call, and calls the probes until the work ends: the work's
 * result, and each probe's latencies in the order made.
 */
export async function probeDuring<T>(
  probes: Probe[],
  work: () => Promise<T>,
): Promise<{ result: T; latencies: number[][] }> {
  const prober = new Worker(PROBER, { eval: true, workerData: probes });
  try {
    const failed = once(prober, 'error').then(([error]) => Promise.reject(error as Error));
    for (let calling = 0; calling < probes.length; calling += 1) await Promise.race([once(prober, 'message'), failed]);
    const result = await work().finally(() => prober.postMessage('stop'));
    const [latencies] = (await Promise.race([once(prober, 'message'), failed])) as [number[][]];
    return { result, latencies };
  } finally {
    await prober.terminate();
  }
}
