/**
 * Caps one process at a share of the CPU with a Linux cgroup quota, so that it behaves like a
 * host of that many cores: on a machine that also runs PostgreSQL and the load generator, this is
 * how the benchmarks stand in for "one small host per API process". Needs root and the `cpu`
 * controller (cgroup v1 at /sys/fs/cgroup/cpu, or cgroup v2 with `cpu` in its controllers).
 */
import fs from 'node:fs';
import path from 'node:path';

/** A short period, so that a throttled process waits milliseconds, not a tenth of a second. */
const PERIOD_US = 10_000;
const V1_ROOT = '/sys/fs/cgroup/cpu';
const V2_ROOT = '/sys/fs/cgroup';

function writeV1(dir: string, quotaUs: number) {
  fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
  fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quotaUs));
}

function writeV2(dir: string, quotaUs: number) {
  fs.writeFileSync(path.join(dir, 'cpu.max'), `${quotaUs} ${PERIOD_US}`);
}

function controller() {
  if (fs.existsSync(path.join(V1_ROOT, 'cpu.cfs_quota_us')))
    return { root: V1_ROOT, write: writeV1 };
  const controllers = path.join(V2_ROOT, 'cgroup.controllers');
  if (
    fs.existsSync(controllers) &&
    fs.readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu')
  )
    return { root: V2_ROOT, write: writeV2 };
  return undefined;
}

/**
 * Moves `pid` (all its threads, and the threads it starts later) into a new cgroup of `cores`
 * cores. Call the returned release once the process has exited.
 */
export function capCpu(pid: number, cores: number): () => void {
  const found = controller();
  if (!found) throw new Error('capping a process needs the cgroup cpu controller (Linux)');
  if (!(cores > 0)) throw new Error(`a CPU cap must be above 0 cores, not ${cores}`);
  const dir = path.join(found.root, `mp-bench-${pid}`);
  fs.mkdirSync(dir);
  found.write(dir, Math.max(1000, Math.round(cores * PERIOD_US)));
  fs.writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
  // A cgroup directory goes with rmdir once empty; its files cannot be deleted one by one.
  return () => {
    if (fs.existsSync(dir)) fs.rmdirSync(dir);
  };
}
