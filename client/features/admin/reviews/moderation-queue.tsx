import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ItemList } from '../../../components/item-list';
import { PageHead } from '../../../components/page-head';
import { FilterTabs, MODERATION_FILTERS } from '../ui/filter-tabs';
import { ListSearch, ResultCount } from '../ui/list-search';
import { Pager } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import { BulkBar, UndoNotice } from './bulk-bar';
import type { QueueNoun } from './bulk-moderation';
import type { ModerationQueueState, Queued } from './use-moderation-queue';

/** The words of a queue's labels, the loading line and the empty list's title, for each kind of review. */
const WORDS: Record<QueueNoun, Record<'loading' | 'filter' | 'search' | 'notFound' | 'none', MessageDescriptor>> = {
  review: {
    loading: msg`Loading reviews…`,
    filter: msg`Filter reviews`,
    search: msg`Search reviews`,
    notFound: msg`No reviews found`,
    none: msg`No reviews yet`,
  },
  'product review': {
    loading: msg`Loading product reviews…`,
    filter: msg`Filter product reviews`,
    search: msg`Search product reviews`,
    notFound: msg`No product reviews found`,
    none: msg`No product reviews yet`,
  },
};

/**
 * The screen of a moderation queue (use-moderation-queue.ts), the same for business and product
 * reviews: its head, the load's state, the error and Undo banners, the filter tabs and search, the
 * bulk bar, then a `card` for each review (in a `layout` list, each told whether it waits and
 * whether it is selected) and the pages. `children`: the screen's dialogs.
 */
export function ModerationQueue<R extends Queued>({
  queue,
  title,
  lead,
  placeholder,
  layout,
  card,
  children,
}: {
  queue: ModerationQueueState<R>;
  title: string;
  lead: string;
  placeholder: string;
  layout: string;
  card: (review: R, state: { busy: boolean; selected: boolean; onSelect: (on: boolean) => void }) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const { query, reviews, bulk } = queue;
  const words = WORDS[queue.noun];
  return (
    <section>
      <PageHead admin title={title} lead={lead} />
      <QueryStatus query={query} action={queue.action} loadingText={t(words.loading)} retryLabel={t`Try Again`} />
      <UndoNotice notice={bulk.notice} busy={bulk.busy} onUndo={() => void bulk.undo()} onDismiss={bulk.dismiss} />
      <div className="adm-toolbar">
        <FilterTabs
          label={t(words.filter)}
          value={queue.filter}
          onChange={queue.setFilter}
          options={MODERATION_FILTERS.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
        <ListSearch label={t(words.search)} placeholder={placeholder} {...queue.search.input} />
      </div>
      {query.data && <ResultCount total={query.data.pagination.total} />}
      <BulkBar
        pageIds={reviews.map((r) => r.id)}
        selected={queue.selected}
        onSelect={queue.select}
        busy={bulk.busy}
        onApply={queue.applySelected}
      />
      <ItemList
        items={query.data && reviews}
        empty={queue.search.q ? t(words.notFound) : t(words.none)}
        className={layout}
      >
        {(review) =>
          card(review, {
            busy: queue.isBusy(review.id),
            selected: queue.selected.has(review.id),
            onSelect: (on) => queue.toggle(review.id, on),
          })
        }
      </ItemList>
      {query.data && <Pager page={queue.page} of={query.data.pagination} onPage={queue.setPage} />}
      {children}
    </section>
  );
}
