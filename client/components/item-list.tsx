import { Fragment, type ReactNode } from 'react';
import { EmptyState } from './status';

type ListTag = 'ul' | 'ol' | 'div';

/**
 * A list and its empty state (docs/screens.md "Conventions of every screen"): nothing while the items
 * are unknown (`undefined`; the screen shows its loading or error state), the empty state when there
 * are none, else one `children(item)` an item inside a `className` element. A `ul` or `ol` puts each
 * item in an `li` (with `itemClassName`); a `div` adds nothing around it.
 */
export function ItemList<T extends { id: string | number }>({
  items,
  empty,
  as: Tag = 'div',
  className,
  itemClassName,
  label,
  children,
}: {
  items: readonly T[] | undefined;
  /** The empty state's title, or a whole empty state of the screen's own. */
  empty: string | ReactNode;
  as?: ListTag;
  className: string;
  itemClassName?: string;
  label?: string;
  children: (item: T) => ReactNode;
}) {
  if (!items) return null;
  if (items.length === 0) return typeof empty === 'string' ? <EmptyState title={empty} /> : empty;
  return (
    <Tag className={className} aria-label={label}>
      {items.map((item) =>
        Tag === 'div' ? (
          <Fragment key={item.id}>{children(item)}</Fragment>
        ) : (
          <li key={item.id} className={itemClassName}>
            {children(item)}
          </li>
        ),
      )}
    </Tag>
  );
}
