import { activityAreas } from '@mp/contract/ums/activity-kinds';
import { Link } from '@tanstack/react-router';
import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { DateRangeFilter, FilterBar, SelectFilter } from '@/components/ui/filter-bar';
import { PagedListTable } from '@/components/ui/paged-list-table';
import { Cell } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useActivity, useActivityPeople } from '../api/activity';
import { type ActivitySearch, hasActivityFilters, toActivityQuery } from '../lib/activity-search';
import { activityDetailWords } from '../lib/activity-words';

type ActivitySearchPatch = Partial<{ [K in keyof ActivitySearch]: ActivitySearch[K] | undefined }>;

type ActivityLogProps = {
  search: ActivitySearch;
  navigate: (patch: ActivitySearchPatch, options?: { keepPage?: boolean }) => void;
  onClearFilters: () => void;
  /** Tools of other features for this log (its export), composed by the screen. */
  toolbar?: ReactNode;
};

/** Who did what in the merchant account, newest first: by person, kind and days. */
export function ActivityLog({ search, navigate, onClearFilters, toolbar }: ActivityLogProps) {
  const t = useT();
  const query = toActivityQuery(search);
  const list = useActivity(query);
  const people = useActivityPeople();
  const activeCount = [search.userId, search.area, search.from, search.to].filter(Boolean).length;

  const table = (
    <PagedListTable
      list={list}
      query={query}
      navigate={navigate}
      icon={History}
      loadFailed={{ title: t('activity.loadFailed'), retry: t('activity.tryAgain') }}
      empty={{ title: t('activity.emptyTitle'), message: t('activity.empty') }}
      noMatches={
        hasActivityFilters(search)
          ? {
              title: t('activity.emptyFilteredTitle'),
              message: t('activity.emptyFiltered'),
              clear: t('activity.clear'),
              onClear: onClearFilters,
            }
          : undefined
      }
      caption={t('activity.caption')}
      testId="activity-row"
      rowKey={(entry) => entry.id}
      columns={[
        { label: t('activity.col.time') },
        { label: t('activity.col.person') },
        { label: t('activity.col.what') },
        { label: t('activity.col.details') },
      ]}
      renderRow={(entry) => (
        <>
          <Cell label={t('activity.col.time')} card="title">
            <span className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</span>
          </Cell>
          <Cell label={t('activity.col.person')}>{entry.actor.name}</Cell>
          <Cell label={t('activity.col.what')}>
            {entry.kind.startsWith('orders.') && entry.subjectId ? (
              <Link
                to="/merchant/order/$orderId"
                params={{ orderId: String(entry.subjectId) }}
                className="text-brand underline-offset-2 hover:underline"
              >
                {t(`activity.kind.${entry.kind}`)}
              </Link>
            ) : (
              t(`activity.kind.${entry.kind}`)
            )}
          </Cell>
          <Cell label={t('activity.col.details')}>
            <span className="break-words">{activityDetailWords(t, entry).join(' · ')}</span>
          </Cell>
        </>
      )}
    />
  );

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <FilterBar label={t('activity.filters')} activeCount={activeCount} lead={toolbar}>
        <SelectFilter
          label={t('activity.person')}
          anyLabel={t('activity.anyone')}
          value={search.userId ? String(search.userId) : undefined}
          onChange={(value) => navigate({ userId: value ? Number(value) : undefined })}
          options={(people.data ?? []).map((person) => ({
            value: String(person.userId),
            label: person.name,
          }))}
        />
        <SelectFilter
          label={t('activity.area')}
          anyLabel={t('activity.anyArea')}
          value={search.area}
          onChange={(area) => navigate({ area })}
          options={activityAreas.map((area) => ({
            value: area,
            label: t(`activity.area.${area}`),
          }))}
        />
        <DateRangeFilter
          fromLabel={t('activity.from')}
          toLabel={t('activity.toDay')}
          from={search.from}
          to={search.to}
          onFromChange={(from) => navigate({ from })}
          onToChange={(to) => navigate({ to })}
        />
      </FilterBar>
      {table}
    </div>
  );
}
