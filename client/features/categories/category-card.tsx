import { Link } from 'react-router-dom';
import type { CategoryRecord } from '../../../sync/schemas/pull';
import { CategoryIcon } from '../../components/category-icon';
import { categoryPath } from '../../lib/format';

function countText(n: number) {
  return `${n} ${n === 1 ? 'business' : 'businesses'}`;
}

/** A category tile: picture or emoji, name, business count; the full card adds description and subcategories. */
export function CategoryCard({ category, compact = false }: { category: CategoryRecord; compact?: boolean }) {
  const tags = category.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return (
    <Link className={`card category-card${compact ? ' category-card-compact' : ''}`} to={categoryPath(category)}>
      <CategoryIcon category={category} size={compact ? 32 : 44} className="category-card-emoji" />
      <span className="category-card-text">
        <span className="category-card-name">{category.name}</span>
        <span className="muted small">{countText(category._count.businesses)}</span>
        {!compact && category.description && <span className="small line-clamp-2">{category.description}</span>}
        {!compact && tags.length > 0 && (
          <span className="tag-list" aria-label="Subcategories">
            {tags.slice(0, 4).map((t) => (
              <span key={t} className="badge">
                {t}
              </span>
            ))}
          </span>
        )}
      </span>
    </Link>
  );
}
