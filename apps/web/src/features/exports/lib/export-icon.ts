import { EXPORT_FRESH_MINUTES } from '@mp/contract/oms/exports';

/**
 * The spec's rule for the header icon: the plain icon once the newest entry's updateAt plus
 * 10 minutes is earlier than now; the highlighted blue icon before that (and while it runs).
 */
export function isRecentExport(newestUpdateAt: string | undefined, now: Date): boolean {
  if (!newestUpdateAt) return false;
  const updated = new Date(newestUpdateAt).getTime();
  if (Number.isNaN(updated)) return false;
  return !(updated + EXPORT_FRESH_MINUTES * 60_000 < now.getTime());
}
