/**
 * The factories' running numbers (unique names, each order's random seed). They restart before
 * every test file (test/per-file-setup.ts): the suites share one module graph per worker, and a
 * file's rows must be the same whichever files ran before it.
 */
const counters: { value: number }[] = [];

/** A running number: each call returns the next, from 1. */
export function factoryCounter() {
  const counter = { value: 0 };
  counters.push(counter);
  return () => {
    counter.value += 1;
    return counter.value;
  };
}

export function restartFactoryCounters() {
  for (const counter of counters) counter.value = 0;
}
