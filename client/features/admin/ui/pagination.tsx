import { Trans, useLingui } from '@lingui/react/macro';
import { pagination, type Pagination } from '../../../../sync/answers/envelope';
import { SmallButton } from '../../../components/small-button';

/**
 * Previous / Next with 'Page x of y' under a paged list, read from the list answer's `pagination`
 * (sync/answers/envelope.ts); `page` is the page asked for, which shows before its rows arrive. A
 * list without rows still reads 'Page 1 of 1'.
 */
export function Pager({ page, of, onPage }: { page: number; of: Pagination; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const total = Math.max(1, of.pages);
  return (
    <nav className="adm-pagination" aria-label={t`Pagination`}>
      <SmallButton tone="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </SmallButton>
      <span>{t`Page ${page} of ${total}`}</span>
      <SmallButton tone="outline" disabled={page >= total} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </SmallButton>
    </nav>
  );
}

/** A page's `pagination` once a row of it was deleted or left its list here (until the list is read again). */
export function withoutOne(of: Pagination): Pagination {
  return pagination(of, Math.max(0, of.total - 1));
}
