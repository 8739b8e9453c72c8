import type { Language } from '@mp/contract/oms/stage-labels';
import type { ActivityFilter } from '@mp/contract/ums/activity';
import { activityKindLabels } from '@mp/contract/ums/activity-labels';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activityConditions } from '../../ums/activity/activity.queries';
import { merchantActivity } from '../../ums/activity/activity.table';
import { users } from '../../ums/users/users.table';
import { type ExportColumn, type ExportSource, wordsOf } from './export-columns';
import { keysetSlices, type ListOrder, orderByOf } from './keyset-slices';

const detail = (name: string) => sql`(${merchantActivity.details} ->> ${name})`;

/** The activity log as the page filtered it, newest first, every page of it. */
export function activityExportSource(
  db: Db,
  merchantId: number,
  filter: ActivityFilter,
  language: Language,
): ExportSource {
  const where = activityConditions(merchantId, filter);
  const order: ListOrder = {
    table: merchantActivity,
    sortKey: merchantActivity.id,
    cast: 'integer',
    id: merchantActivity.id,
    descending: true,
  };
  const columns: ExportColumn[] = [
    { header: 'Time', kind: 'time', value: merchantActivity.createdAt },
    { header: 'Person', kind: 'text', value: users.name },
    {
      header: 'Activity',
      kind: 'text',
      value: wordsOf(merchantActivity.kind, activityKindLabels[language]),
    },
    { header: 'Count', kind: 'number', value: merchantActivity.count },
    {
      header: 'Orders',
      kind: 'text',
      value: sql`(select string_agg(n, ' ') from jsonb_array_elements_text(coalesce(${merchantActivity.details} -> 'orderNumbers', '[]'::jsonb)) as n)`,
    },
    {
      header: 'Subject',
      kind: 'text',
      value: sql`coalesce(${detail('product')}, ${detail('issueNumber')}, ${detail('person')}, ${detail('roleName')}, ${detail('exportKind')}, ${detail('channel')})`,
    },
    { header: 'From', kind: 'text', value: detail('from') },
    { header: 'To', kind: 'text', value: detail('to') },
    { header: 'Note', kind: 'text', value: detail('note') },
  ];
  return {
    title: 'Activity',
    columns,
    total: db.$count(merchantActivity, where),
    async *queries(cells, sliceRows) {
      for await (const slice of keysetSlices(db, order, where, sliceRows)) {
        yield db
          .select(cells)
          .from(merchantActivity)
          .innerJoin(users, eq(users.id, merchantActivity.userId))
          .where(slice)
          .orderBy(...orderByOf(order))
          .getSQL();
      }
    },
  };
}
