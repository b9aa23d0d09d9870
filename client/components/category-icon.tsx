import { useState } from 'react';
import type { CategoryRecord } from '../../sync/schemas/pull';
import { smallImagePath } from '../../sync/image-path';
import { useDataSaver } from './data-saver';
import { unmeteredConnection } from '../lib/data-saver-state';

/**
 * A category's picture: the admin's uploaded image (its 160 px copy, lazy, fixed size so nothing
 * shifts) or its emoji. With data saver on a metered connection, or when the image fails, the
 * emoji stands in: an icon is not worth a "Show image" tap.
 */
export function CategoryIcon({
  category,
  size,
  className,
}: {
  category: Pick<CategoryRecord, 'emoji' | 'image'>;
  size: number;
  className: string;
}) {
  const saver = useDataSaver();
  const [broken, setBroken] = useState(false);
  if (category.image && !broken && (!saver || unmeteredConnection())) {
    return (
      <img
        className={`${className} category-image`}
        src={smallImagePath(category.image)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className={className} aria-hidden="true">
      {category.emoji}
    </span>
  );
}
