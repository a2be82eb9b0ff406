import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database may be opened by one server process only: two PGlite instances on
 * one folder both acknowledge writes and lose them. The first process writes its pid into
 * a lock file in the folder; a second one finds that process alive and stops at once. A
 * lock left by a process that died (SIGKILL, power cut) is taken over.
 *
 * Written here rather than taken from a lock-file library: those detect a dead holder by
 * the age of a refreshed timestamp, so a restart right after a crash would wait or fail,
 * while a pid check answers at once.
 */
export class FolderLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The database folder ${dir} is in use by another server process (pid ${pid}). ` +
        'Stop that process first; to run several server processes, use PostgreSQL (DATABASE_URL).',
    );
  }
}

const LOCK_FILE = 'portal-server.lock';
/** Folders this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock; the returned function gives it back. */
export async function lockFolder(dir: string): Promise<() => Promise<void>> {
  const folder = path.resolve(dir);
  const file = path.join(folder, LOCK_FILE);
  if (held.has(folder)) throw new FolderLockedError(folder, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      held.add(folder);
      return async () => {
        held.delete(folder);
        await rm(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    // Our own pid in the file is a lock left by an earlier run of a container's first process.
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
      throw new FolderLockedError(folder, pid);
    }
    await rm(file, { force: true });
  }
  throw new Error(`could not lock ${folder}`);
}
