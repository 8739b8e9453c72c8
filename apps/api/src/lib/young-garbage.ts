import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * V8's own `gc`, taken from a context created while `--expose-gc` is on (the flag only affects
 * contexts made after it is set), so that no start-up flag is needed.
 */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as (options: { type: 'minor' }) => void;
v8.setFlagsFromString('--no-expose-gc');

/**
 * A minor collection (a scavenge of the young generation: ~0.1 ms here). A stream that moves
 * bytes and allocates little else, like an export (socket reads in, file writes out), leaves its
 * dead Buffers to pile up until V8's external-memory trigger, tens of MB later; collecting every
 * few MB keeps its memory flat (decision 014 has the figures).
 */
export function collectYoungGarbage() {
  gc({ type: 'minor' });
}
