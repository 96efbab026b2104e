import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';

/** Who holds the embedded database, as written in its lock file. */
interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the holder took the lock. */
  since: string;
}

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${folder} is in use by process ${holder.pid} on ${holder.host} ` +
        `(since ${holder.since}). It serves one process at a time: stop that process first, or ` +
        'point DATABASE_URL at a PostgreSQL server to run several.',
    );
  }
}

/** Lock files this process holds, so a second open in the same process is refused as well. */
const held = new Set<string>();

/**
 * Takes the lock of an embedded database folder: a file beside it holding this process's id, host
 * and start time, created only if absent. A lock left by a process that is no longer running (on
 * this host) is taken over; one held by a live process, or by another host, is refused with a
 * DatabaseLockedError naming it. Answers the function that releases it.
 */
export function lockEmbeddedDatabase(folder: string): () => void {
  const file = `${folder}.lock`;
  const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, `${JSON.stringify(me)}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const holder = readHolder(file);
    if (holder && !isStale(holder, file)) throw new DatabaseLockedError(folder, holder);
    // A stale (or unreadable, half-written) lock: move it aside, atomically, and try again. Of
    // two processes doing this at once, one rename fails and that one tries again too.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      continue; // Taken over by someone else meanwhile: the next attempt sees their lock.
    }
    const moved = readHolder(aside);
    if (moved && holder && (moved.pid !== holder.pid || moved.since !== holder.since)) {
      // A fresh lock taken since the stale one was read: put it back, unless yet another exists.
      try {
        linkSync(aside, file);
      } catch {
        // A newer lock is in place; the next attempt reads it.
      }
    }
    unlinkSync(aside);
  }
  held.add(file);

  const release = () => {
    if (!held.delete(file)) return;
    process.off('exit', release);
    const holder = readHolder(file);
    if (holder?.pid === me.pid && holder.since === me.since) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  // A process that ends without closing the database (an uncaught error) still lets it go.
  process.on('exit', release);
  return release;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return undefined;
    return { pid: parsed.pid, host: parsed.host, since: String(parsed.since) };
  } catch {
    return undefined;
  }
}

/** Whether the holder is gone: only decidable on this host. */
function isStale(holder: LockHolder, file: string): boolean {
  if (holder.host !== hostname()) return false;
  // This process's own id, in a lock it does not hold: left by an earlier process that had the
  // same id (a container restarted, where the server is always process 1).
  if (holder.pid === process.pid) return !held.has(file);
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
