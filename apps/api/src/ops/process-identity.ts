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

/** `/proc/<pid>/stat` from field 3 on: the name in field 2 may hold spaces and ')'. */
function statFieldsOf(pid: number | 'self'): string[] | undefined {
  const stat = readProcFile(`/proc/${pid}/stat`);
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : undefined;
}

/** `/proc/<pid>/stat` field 22 (starttime), with this boot's id. */
export function startTokenOf(pid: number | 'self'): string | undefined {
  const afterName = statFieldsOf(pid);
  const bootId = readProcFile('/proc/sys/kernel/random/boot_id')?.trim();
  if (!afterName || !bootId) return undefined;
  // afterName[0] is field 3 (state), so field 22 is at index 19.
  const startTime = afterName[19];
  return startTime ? `${bootId}:${startTime}` : undefined;
}

/**
 * States of a process that has ended (`/proc/<pid>/stat` field 3): a zombie waits for its parent
 * to read its exit status, X/x is on its way out. kill(pid, 0) still succeeds on them.
 */
const ENDED_STATES = new Set(['Z', 'X', 'x']);

/**
 * Alive as far as the kernel knows (EPERM: alive, but another user's), and on Linux not ended:
 * a server killed with -9 stays a zombie until its parent (npm, a supervisor) reaps it, and a
 * restart at that moment must not wait for it.
 */
export function isPidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = statFieldsOf(pid)?.[0];
  return state === undefined || !ENDED_STATES.has(state);
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
