import SQLite from 'better-sqlite3';

/** Runs `run` while another connection to the SQLite file holds its write lock; the lock is released after, always. */
export async function whileWriteLocked<T>(file: string, run: () => Promise<T>): Promise<T> {
  const other = new SQLite(file);
  other.exec('begin immediate');
  try {
    return await run();
  } finally {
    other.exec('rollback');
    other.close();
  }
}

/** Whether some connection holds the SQLite file's write lock: a probe's own `begin immediate` is refused at once. */
export function writeLockHeld(file: string): boolean {
  const probe = new SQLite(file);
  try {
    probe.pragma('busy_timeout = 0');
    probe.exec('begin immediate');
    probe.exec('rollback');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    probe.close();
  }
}

/** A promise with a way to ask whether it has settled yet, for a test that checks it is still waiting. */
export function watched<T>(promise: Promise<T>): { promise: Promise<T>; settled: () => boolean } {
  let settled = false;
  const done = () => {
    settled = true;
  };
  promise.then(done, done);
  return { promise, settled: () => settled };
}
