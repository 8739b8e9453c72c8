/** Where the CPU went during a measurement, from /proc (Linux). */
import fs from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // CLK_TCK on Linux

function processCpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis start at field 3; utime and stime are 14, 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0; // the process ended
  }
}

/** Every PostgreSQL process (postmaster, backends, background workers). */
export function postgresPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

function machineSeconds() {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = ticks[3]! + ticks[4]!; // idle + iowait
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/** Named groups of processes; a function is asked again at each snapshot (backends come and go). */
export type CpuGroups = Record<string, number[] | (() => number[])>;
type Snapshot = {
  at: number;
  machine: { busy: number; total: number };
  groups: Record<string, Map<number, number>>;
};

export function cpuSnapshot(groups: CpuGroups): Snapshot {
  const taken: Snapshot['groups'] = {};
  for (const [name, pids] of Object.entries(groups)) {
    const list = typeof pids === 'function' ? pids() : pids;
    taken[name] = new Map(list.map((pid) => [pid, processCpuSeconds(pid)]));
  }
  return { at: performance.now(), machine: machineSeconds(), groups: taken };
}

/** Cores busy on average between two snapshots, per group, with the rest of the machine. */
export function coresUsed(before: Snapshot, after: Snapshot) {
  const seconds = (after.at - before.at) / 1000;
  const groups: Record<string, number> = {};
  let ours = 0;
  for (const [name, pids] of Object.entries(after.groups)) {
    let used = 0;
    for (const [pid, cpu] of pids) used += cpu - (before.groups[name]?.get(pid) ?? 0);
    groups[name] = used / seconds;
    ours += used / seconds;
  }
  const busy = (after.machine.busy - before.machine.busy) / seconds;
  return { groups, machine: busy, other: Math.max(0, busy - ours), cpus: os.cpus().length };
}

/** The 1-minute load average every `everyMs` until stopped. */
export function sampleLoadAverage(everyMs = 10_000) {
  const samples: number[] = [os.loadavg()[0]!];
  const timer = setInterval(() => samples.push(os.loadavg()[0]!), everyMs);
  return {
    stop() {
      clearInterval(timer);
      samples.push(os.loadavg()[0]!);
      return samples;
    },
  };
}
