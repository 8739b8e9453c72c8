import {
  type CreateSavedViewBody,
  MAX_SAVED_VIEWS,
  type SavedView,
} from '@mp/contract/ums/saved-views';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { savedViews } from './saved-views.table';

/** Whose views: one user in one merchant account. */
export type ViewOwner = { userId: number; merchantId: number };

const columns = {
  id: savedViews.id,
  list: savedViews.list,
  name: savedViews.name,
  path: savedViews.path,
};
const owned = (owner: ViewOwner) =>
  and(eq(savedViews.userId, owner.userId), eq(savedViews.merchantId, owner.merchantId));
const nameTaken = (name: string) =>
  new AppError('CONFLICT', `A view named "${name}" is saved already: choose another name`);

export async function listSavedViews(db: Db, owner: ViewOwner): Promise<{ content: SavedView[] }> {
  const content = await db
    .select(columns)
    .from(savedViews)
    .where(owned(owner))
    .orderBy(asc(savedViews.position), asc(savedViews.id));
  return { content };
}

/** Saves a view last in the user's order; a name is used once per list. */
export async function createSavedView(db: Db, owner: ViewOwner, body: CreateSavedViewBody) {
  const [kept] = await db.select({ n: count() }).from(savedViews).where(owned(owner));
  if ((kept?.n ?? 0) >= MAX_SAVED_VIEWS) {
    throw new AppError('CONFLICT', `At most ${MAX_SAVED_VIEWS} views: delete one to save another`);
  }
  const [created] = await db
    .insert(savedViews)
    .values({
      ...owner,
      ...body,
      position: sql`(select coalesce(max(${savedViews.position}), 0) + 1 from ${savedViews}
        where ${owned(owner)})`,
    })
    .onConflictDoNothing()
    .returning(columns);
  if (!created) throw nameTaken(body.name);
  return created;
}

export async function renameSavedView(db: Db, owner: ViewOwner, id: number, name: string) {
  const [view] = await db
    .select(columns)
    .from(savedViews)
    .where(and(owned(owner), eq(savedViews.id, id)));
  if (!view) throw notFound('Saved view');
  const [taken] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(and(owned(owner), eq(savedViews.list, view.list), eq(savedViews.name, name)));
  if (taken && taken.id !== id) throw nameTaken(name);
  await db.update(savedViews).set({ name }).where(eq(savedViews.id, id));
  return { ...view, name };
}

export async function deleteSavedView(db: Db, owner: ViewOwner, id: number) {
  const [deleted] = await db
    .delete(savedViews)
    .where(and(owned(owner), eq(savedViews.id, id)))
    .returning({ id: savedViews.id });
  if (!deleted) throw notFound('Saved view');
}

/** Puts the user's views in the order of `ids`, which names each of them once. */
export async function reorderSavedViews(db: Db, owner: ViewOwner, ids: number[]) {
  return db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(owned(owner))
      .for('update');
    const known = new Set(mine.map((row) => row.id));
    if (ids.some((id) => !known.has(id))) throw notFound('Saved view');
    if (ids.length !== known.size) {
      throw new AppError('VALIDATION_ERROR', 'Send every saved view once, in the new order', {
        details: [{ path: 'body.ids', message: `Expected ${known.size} views` }],
      });
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(savedViews)
        .set({ position: index + 1 })
        .where(eq(savedViews.id, id));
    }
    return listSavedViews(tx, owner);
  });
}
