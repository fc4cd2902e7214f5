/**
 * How long an import works before other requests get a turn (issue 30): a request that arrives meanwhile waits at
 * most about this long, so /logistics/healthz keeps its speed while a 50,000-row file is read, checked and written.
 */
export const SLICE_MS = 1;

/**
 * A `giveWay` for loops of import work: called after each row, chunk or batch, it returns at once until `sliceMs` of
 * work have passed since the last turn, then lets the event loop run whatever waits (setImmediate) before going on.
 * Counting time rather than rows keeps the slices short whatever a row costs (a trip checked against its references,
 * an error report's row, 500 rows inserted).
 */
export function turnTaker(sliceMs = SLICE_MS, now: () => number = () => performance.now()): () => Promise<void> {
  let since = now();
  return async () => {
    if (now() - since < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = now();
  };
}

/** The server's one turn taker: every import's loops share it, so two imports at once give way as one. */
export const giveWay = turnTaker();

/**
 * Chunks (an upload's) joined into one buffer a chunk at a time, giving way between them. On these machines the
 * first write to each page of a fresh buffer is what costs: Buffer.concat of a 6 MB upload held the server 19 ms.
 */
export async function joinGivingWay(chunks: readonly Buffer[], turn = giveWay): Promise<Buffer> {
  const joined = Buffer.allocUnsafe(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    at += chunk.copy(joined, at);
    await turn();
  }
  return joined;
}
