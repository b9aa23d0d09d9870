import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { CategoryRecord } from '../../../sync/schemas/pull';
import { CategoryIcon } from '../../components/category-icon';
import { categoryPath } from '../../lib/format';

/** A category tile: picture or emoji, name, business count; the full card adds description and subcategories. */
export function CategoryCard({ category, compact = false }: { category: CategoryRecord; compact?: boolean }) {
  const { t } = useLingui();
  const businesses = category._count.businesses;
  const tags = category.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return (
    <Link className={`card category-card${compact ? ' category-card-compact' : ''}`} to={categoryPath(category)}>
      <CategoryIcon category={category} size={compact ? 32 : 44} className="category-card-emoji" />
      <span className="category-card-text">
        <span className="category-card-name">{category.name}</span>
        <span className="muted small">
          <Plural value={businesses} one="# business" other="# businesses" />
        </span>
        {!compact && category.description && <span className="small line-clamp-2">{category.description}</span>}
        {!compact && tags.length > 0 && (
          <span className="tag-list" aria-label={t`Subcategories`}>
            {tags.slice(0, 4).map((tag) => (
              <span key={tag} className="badge">
                {tag}
              </span>
            ))}
          </span>
        )}
      </span>
    </Link>
  );
}
