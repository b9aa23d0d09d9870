import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/status';
import { lastRefusal } from '../../../lib/changes';
import { markOutOfDate, queryClient } from '../../../lib/server-state';
import { useAdminQuery } from '../data/use-admin-query';
import { adminKeys } from '../data/admin-keys';
import { adjustUnreadCount, refreshUnreadCount, useUnreadCount } from '../layout/unread-count';
import { FilterTabs } from '../ui/filter-tabs';
import { PageHead } from '../../../components/page-head';
import { Pager, withoutOne } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import { ListSearch, ResultCount, useListSearch } from '../ui/list-search';
import { deleteMessage, fetchMessages, markMessageRead, type AdminMessage } from './admin-message';
import { MessageList } from './message-list';
import { MessageReader } from './message-reader';
import '../ui/split-pane.css';

type Filter = 'all' | 'unread';

/** Contact messages: inbox list plus a reading pane. Opening a message marks it read. */
export function AllMessages() {
  const [page, setPage] = useState(1);
  const search = useListSearch(() => setPage(1));
  const query = useAdminQuery(adminKeys.list('messages', { page, q: search.q }), (signal) =>
    fetchMessages(page, search.q, signal),
  );
  const unreadCount = useUnreadCount();
  const [filter, setFilter] = useState<Filter>('all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const all = query.data?.messages ?? [];
  const unread = all.filter((m) => !m.isRead).length;
  const shown = filter === 'unread' ? all.filter((m) => !m.isRead || m.id === selectedId) : all;
  const selected = all.find((m) => m.id === selectedId) ?? null;
  const { t } = useLingui();
  const total = query.data?.pagination.total ?? 0;
  const unreadTotal = unreadCount ?? unread;

  const markRead = useMutation(
    {
      mutationFn: (message: AdminMessage) => markMessageRead(message.id),
      onSuccess: (_answer, message) => {
        query.update((current) => ({
          ...current,
          messages: current.messages.map((m) => (m.id === message.id ? { ...m, isRead: true } : m)),
        }));
        markOutOfDate(adminKeys.lists('messages'));
        adjustUnreadCount(-1);
        void refreshUnreadCount();
      },
    },
    queryClient,
  );

  const remove = useMutation(
    {
      mutationFn: (message: AdminMessage) => deleteMessage(message.id),
      onSuccess: (_answer, message) => {
        query.update((current) => ({
          ...current,
          pagination: withoutOne(current.pagination),
          messages: current.messages.filter((m) => m.id !== message.id),
        }));
        markOutOfDate(adminKeys.lists('messages'));
        setSelectedId(null);
        void refreshUnreadCount();
      },
    },
    queryClient,
  );

  /** Opening a message marks it read. */
  const open = (message: AdminMessage) => {
    setSelectedId(message.id);
    if (!message.isRead) markRead.mutate(message);
  };

  return (
    <section>
      <PageHead
        admin
        title={t`Messages`}
        lead={t`Contact messages from the public site`}
        count={query.data && t`${plural(total, { one: '# message', other: '# messages' })}, ${unreadTotal} unread`}
      />
      <QueryStatus query={query} action={lastRefusal(markRead, remove)} loadingText={t`Loading messages…`} />
      <div className="adm-toolbar">
        <FilterTabs
          label={t`Filter messages`}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: t`All` },
            { value: 'unread', label: t`Unread on this page`, count: unread },
          ]}
        />
        <ListSearch
          label={t`Search messages`}
          placeholder={t`Search by sender, e-mail, subject or text`}
          {...search.input}
        />
      </div>
      {query.data && search.q && <ResultCount total={query.data.pagination.total} />}
      {query.data &&
        (shown.length === 0 ? (
          <EmptyState
            title={search.q ? t`No messages found` : filter === 'unread' ? t`No unread messages` : t`No messages yet`}
          />
        ) : (
          <div className="adm-split">
            <MessageList items={shown} selectedId={selectedId} onOpen={open} />
            <MessageReader
              message={selected}
              onDelete={(message) => {
                if (window.confirm(t`Are you sure you want to delete this message?`)) remove.mutate(message);
              }}
            />
          </div>
        ))}
      {query.data && <Pager page={page} of={query.data.pagination} onPage={setPage} />}
    </section>
  );
}
