import { Trans, useLingui } from '@lingui/react/macro';
import { SmallButton } from '../../../components/small-button';

/**
 * Previous / Next with 'Page x of y'. When the total is unknown (a list that only says whether a
 * page came back full), pass `hasNext` instead of `pages` and it reads 'Page x'.
 */
export function Pagination({
  page,
  pages,
  hasNext,
  onPage,
}: {
  page: number;
  pages?: number;
  hasNext?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const total = pages === undefined ? undefined : Math.max(1, pages);
  const nextOk = total === undefined ? Boolean(hasNext) : page < total;
  if (total === undefined && page <= 1 && !nextOk) return null;
  return (
    <nav className="adm-pagination" aria-label={t`Pagination`}>
      <SmallButton tone="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </SmallButton>
      <span>{total === undefined ? t`Page ${page}` : t`Page ${page} of ${total}`}</span>
      <SmallButton tone="outline" disabled={!nextOk} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </SmallButton>
    </nav>
  );
}
