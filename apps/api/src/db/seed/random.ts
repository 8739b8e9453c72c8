/** Seed timestamps are offsets back from the moment of seeding, so the demo always looks current. */
export const minutesAgo = (now: Date, minutes: number) =>
  new Date(now.getTime() - minutes * 60_000);
