/**
 * Latency probes that time the server, not the bench: each URL is called every 20 ms from a worker thread, started
 * once for the run, so neither the bench's own work (building a 6 MB upload, parsing a large answer, its collections)
 * nor the worker's start can hold a probe's answer unread and count as the server's delay. `npm run bench:import`
 * found that it did: its event loop stalled 10-140 ms while it sent the hostile files, in the /healthz figures.
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

export interface Probe {
  url: string;
  headers?: Record<string, string>;
}

/**
 * Plain JS for the worker (eval). Each 'start' runs the probes' loops until 'stop', then posts their latencies (ms,
 * in the order made); 'calling' is posted once each probe has had its first answer.
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let stopping = false;
let answered = 0;
async function callEvery20Ms({ url, headers }) {
  const latencies = [];
  do {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (latencies.length === 1 && ++answered === workerData.length) parentPort.postMessage('calling');
    await sleep(20);
  } while (!stopping);
  return latencies;
}
parentPort.on('message', (message) => {
  if (message === 'stop') stopping = true;
  else {
    [stopping, answered] = [false, 0];
    Promise.all(workerData.map(callEvery20Ms)).then((latencies) => parentPort.postMessage(latencies));
  }
});
`;

/** The probes' worker: `during` runs work while they call; `close` ends the worker. */
export class Prober {
  private readonly worker: Worker;
  private readonly failed: Promise<never>;

  constructor(probes: Probe[]) {
    this.worker = new Worker(PROBER, { eval: true, workerData: probes });
    this.failed = once(this.worker, 'error').then(([error]) => Promise.reject(error as Error));
    this.failed.catch(() => undefined);
  }

  private next(): Promise<unknown[]> {
    return Promise.race([once(this.worker, 'message'), this.failed]);
  }

  /** Starts `work` once every probe has had its first answer, and calls them until it ends. */
  async during<T>(work: () => Promise<T>): Promise<{ result: T; latencies: number[][] }> {
    const calling = this.next();
    this.worker.postMessage('start');
    await calling;
    const answered = this.next();
    const result = await work().finally(() => this.worker.postMessage('stop'));
    const [latencies] = (await answered) as [number[][]];
    return { result, latencies };
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
