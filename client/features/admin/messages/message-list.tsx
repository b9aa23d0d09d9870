import { useLingui } from '@lingui/react/macro';
import { MESSAGE_PREVIEW_ADMIN } from '../../../../sync/constants';
import { relativeTime } from '../../../lib/format';
import { preview } from '../display';
import { senderName, type AdminMessage } from './admin-message';
import type { ListProps } from '../ui/list-props';

type MessageListProps = ListProps<AdminMessage, 'onOpen'> & { selectedId: number | null };

/** The inbox column: sender, subject, the first 60 characters, age; unread ones in bold. */
export function MessageList({ items, selectedId, onOpen }: MessageListProps) {
  const { t } = useLingui();
  return (
    <ul className="adm-inbox" aria-label={t`Messages`}>
      {items.map((m) => (
        <li key={m.id}>
          <button
            type="button"
            className={['adm-inbox-item', m.isRead ? '' : 'adm-unread', m.id === selectedId ? 'adm-selected' : '']
              .filter(Boolean)
              .join(' ')}
            aria-current={m.id === selectedId ? 'true' : undefined}
            onClick={() => onOpen(m)}
          >
            <span className="adm-inbox-top">
              <span className="adm-inbox-sender">
                {!m.isRead && <span className="adm-dot" aria-label={t`Unread`} />}
                {senderName(m)}
              </span>
              <time dateTime={m.createdAt} className="muted small">
                {relativeTime(m.createdAt)}
              </time>
            </span>
            <span className="adm-inbox-subject">{m.subject}</span>
            <span className="adm-inbox-preview muted small">{preview(m.content, MESSAGE_PREVIEW_ADMIN)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
