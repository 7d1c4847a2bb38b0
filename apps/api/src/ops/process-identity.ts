import { readFileSync } from 'node:fs';

/**
 * Who a process is, well enough to tell a live lock holder from a dead one whose pid was
 * reused: its pid, the machine, and on Linux the boot and the moment the kernel started it.
 */
export interface ProcessIdentity {
  pid: number;
  hostname: string;
  /** Linux: this boot's id and the process's start time in clock ticks since boot. */
  startToken: string | undefined;
}

function readProcFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** `/proc/<pid>/stat` field 22 (starttime); the name in field 2 may hold spaces and ')'. */
export function startTokenOf(pid: number | 'self'): string | undefined {
  const stat = readProcFile(`/proc/${pid}/stat`);
  const bootId = readProcFile('/proc/sys/kernel/random/boot_id')?.trim();
  if (!stat || !bootId) return undefined;
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // afterName[0] is field 3 (state), so field 22 is at index 19.
  const startTime = afterName[19];
  return startTime ? `${bootId}:${startTime}` : undefined;
}

/** Alive as far as the kernel knows (EPERM: alive, but another user's). */
export function isPidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process that wrote `identity` on this machine still runs: its pid is alive and,
 * where the start time can be read, it started when that process did (not a reused pid).
 */
export function isSameProcessAlive(identity: ProcessIdentity): boolean {
  if (!isPidAlive(identity.pid)) return false;
  if (!identity.startToken) return true;
  const now = startTokenOf(identity.pid);
  return now === undefined || now === identity.startToken;
}
