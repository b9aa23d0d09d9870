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
  const total = pages === undefined ? undefined : Math.max(1, pages);
  const nextOk = total === undefined ? Boolean(hasNext) : page < total;
  if (total === undefined && page <= 1 && !nextOk) return null;
  return (
    <nav className="adm-pagination" aria-label="Pagination">
      <SmallButton tone="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </SmallButton>
      <span>{total === undefined ? `Page ${page}` : `Page ${page} of ${total}`}</span>
      <SmallButton tone="outline" disabled={!nextOk} onClick={() => onPage(page + 1)}>
        Next
      </SmallButton>
    </nav>
  );
}
