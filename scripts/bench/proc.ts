/** What Linux says about a process under /proc: its memory and the CPU time it used. */
import fs from 'node:fs';

/** Resident memory in bytes: now (VmRSS) or the peak since the last reset (VmHWM). */
export function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
  if (!match) throw new Error(`no ${field} for pid ${pid}`);
  return Number(match[1]) * 1024;
}

/** Resets VmHWM to the current size, so that the next read of it is the peak from now on. */
export function resetPeak(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

export interface PeakMemory {
  /** Resident memory just before (summed over the processes), in bytes. */
  baseline: number;
  /** The highest it went meanwhile: VmHWM (reset at the start, exact) or the highest sample. */
  peak: number;
  /** The highest VmRSS sample, every `everyMs`: a check on the VmHWM figure. */
  sampledPeak: number;
  /** Resident memory at the end. */
  end: number;
}

/**
 * The peak memory of `pids` over a stretch of time, beyond what they held at `start()`: VmHWM
 * reset then read (exact), and VmRSS sampled every `everyMs` as a check.
 */
export function peakMeter(pids: number[], everyMs = 20) {
  const rss = () => sum(pids.map((pid) => memoryOf(pid)));
  let baseline = 0;
  let sampledPeak = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      baseline = rss();
      sampledPeak = baseline;
      for (const pid of pids) resetPeak(pid);
      timer = setInterval(() => {
        try {
          sampledPeak = Math.max(sampledPeak, rss());
        } catch {
          // A process that just stopped: its memory no longer counts.
        }
      }, everyMs);
    },
    stop(): PeakMemory {
      clearInterval(timer);
      const hwm = sum(pids.map((pid) => memoryOf(pid, 'VmHWM')));
      return { baseline, peak: Math.max(hwm, sampledPeak), sampledPeak, end: rss() };
    },
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) used so far by `pid`; 0 when it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** `pid` and every process under it (PostgreSQL's backends under its postmaster). */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone while we looked.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]!) ?? []));
  return tree;
}

/** CPU seconds the whole machine has spent busy (all cores, everything but idle and I/O wait). */
export function machineBusySeconds(): number {
  const fields = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return (total - fields[3]! - fields[4]!) / TICKS_PER_SECOND;
}

/**
 * CPU use of named groups of processes over a stretch of time, as a share of one core: call
 * `start()` before and `stop()` after. A group given as a root pid counts its whole tree, read
 * at the end too (backends that came and went in between are missed: a lower bound). `other` is
 * everything else the machine did meanwhile: other people's programs competing for the cores.
 */
export function cpuMeter(groups: Record<string, number | undefined>) {
  const pidsOf = (root: number) => processTree(root);
  const before = new Map<string, Map<number, number>>();
  let startedAt = 0;
  let busyBefore = 0;
  return {
    start() {
      startedAt = performance.now();
      busyBefore = machineBusySeconds();
      for (const [name, root] of Object.entries(groups)) {
        if (root === undefined) continue;
        before.set(name, new Map(pidsOf(root).map((pid) => [pid, cpuSecondsOf(pid)])));
      }
    },
    stop(): Record<string, number> {
      const seconds = (performance.now() - startedAt) / 1000;
      const shares: Record<string, number> = {};
      for (const [name, root] of Object.entries(groups)) {
        if (root === undefined) continue;
        const start = before.get(name)!;
        let used = 0;
        for (const pid of pidsOf(root)) used += cpuSecondsOf(pid) - (start.get(pid) ?? 0);
        shares[name] = used / seconds;
      }
      const ours = Object.values(shares).reduce((a, b) => a + b, 0);
      shares.other = Math.max(0, (machineBusySeconds() - busyBefore) / seconds - ours);
      return shares;
    },
  };
}
