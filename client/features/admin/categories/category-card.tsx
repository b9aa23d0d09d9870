import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { smallImagePath } from '../../../../sync/image-path';
import { Badge } from '../ui/badge';
import { SmallButton } from '../../../components/small-button';
import type { AdminCategory } from './admin-category';
import { tagsOf } from '../../../../sync/schemas/category';

export function CategoryCard({
  category,
  active,
  busy = false,
  onEdit,
  onToggle,
  onDelete,
}: {
  category: AdminCategory;
  active: boolean;
  busy?: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const tags = tagsOf(category.tags);
  const { t } = useLingui();
  const name = category.name;
  const businesses = category._count.businesses;
  return (
    <article
      className={active ? 'card adm-category' : 'card adm-category adm-category-inactive'}
      aria-label={category.name}
    >
      <div className="adm-category-image">
        {category.image ? (
          <img src={smallImagePath(category.image)} alt="" loading="lazy" />
        ) : (
          <span aria-hidden="true">{category.name.slice(0, 1).toUpperCase()}</span>
        )}
      </div>
      <div className="adm-category-body">
        <div className="adm-category-title">
          <h2>{category.name}</h2>
          <Badge tone={active ? 'green' : 'neutral'}>{active ? t`Active` : t`Inactive`}</Badge>
        </div>
        <p className="line-clamp-2">{category.description}</p>
        <p className="muted">{t`${plural(businesses, { one: '# business', other: '# businesses' })}`}</p>
        {tags.length > 0 && (
          <ul className="adm-tags" aria-label={t`${name} tags`}>
            {tags.slice(0, 6).map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
            {tags.length > 6 && <li>+{tags.length - 6}</li>}
          </ul>
        )}
      </div>
      <footer className="adm-card-actions">
        <SmallButton tone="outline" name={t`Edit ${name}`} onClick={onEdit}>
          <Trans>Edit</Trans>
        </SmallButton>
        <SmallButton
          tone="outline"
          name={active ? t`Deactivate ${name}` : t`Activate ${name}`}
          disabled={busy}
          onClick={onToggle}
        >
          {active ? t`Deactivate` : t`Activate`}
        </SmallButton>
        <SmallButton tone="danger" name={t`Delete ${name}`} onClick={onDelete}>
          <Trans>Delete</Trans>
        </SmallButton>
      </footer>
    </article>
  );
}
