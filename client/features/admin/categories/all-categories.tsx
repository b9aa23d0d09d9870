import { useState } from 'react';
import { useAdminQuery } from '../data/use-admin-query';
import { EmptyState } from '../../../components/status';
import { ErrorBanner } from '../ui/error-banner';
import { PageHeader } from '../ui/page-header';
import { QueryStatus } from '../ui/query-status';
import { createCategory, deleteCategory, fetchCategories, updateCategory, type AdminCategory } from './admin-category';
import { CategoryCard } from './category-card';
import { CategoryForm } from './category-form';
import { count } from '../display';
import './categories.css';

/** What the add/edit dialog is doing: nothing, adding, or editing one category. */
type Editing = { category: AdminCategory | null } | null;

export function AllCategories() {
  const query = useAdminQuery('categories', fetchCategories);
  const [editing, setEditing] = useState<Editing>(null);
  /** Spec 02 §4: the active/inactive toggle changes the local display only. */
  const [inactive, setInactive] = useState<ReadonlySet<number>>(new Set());
  const [text, setText] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);
  const all = query.data ?? [];
  const needle = text.trim().toLowerCase();
  const shown = all.filter((c) => !needle || `${c.name} ${c.tags}`.toLowerCase().includes(needle));

  const save = async (form: FormData) => {
    const current = editing?.category;
    if (current) {
      const saved = await updateCategory(current.id, form);
      query.update((list) => list.map((c) => (c.id === current.id ? { ...c, ...saved } : c)));
    } else {
      const saved = await createCategory(form);
      query.update((list) => [...list, saved].sort((a, b) => a.name.localeCompare(b.name)));
    }
    setEditing(null);
  };

  const toggle = (id: number) =>
    setInactive((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const remove = async (category: AdminCategory) => {
    if (!window.confirm('Are you sure you want to delete this category?')) return;
    setActionError(null);
    try {
      await deleteCategory(category.id);
      query.update((list) => list.filter((c) => c.id !== category.id));
    } catch (err) {
      setActionError((err as Error).message);
    }
  };

  return (
    <section>
      <PageHeader
        title="Categories"
        subtitle={count(all.length, 'category', 'categories')}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ category: null })}>
            Add Category
          </button>
        }
      />
      <QueryStatus query={query} loadingText="Loading categories…" />
      <ErrorBanner message={actionError} onDismiss={() => setActionError(null)} />
      <div className="adm-toolbar">
        <input
          type="search"
          className="adm-search"
          placeholder="Search categories or tags"
          aria-label="Search categories"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {query.data && shown.length === 0 && <EmptyState title="No categories found" />}
      <div className="adm-grid adm-grid-cards">
        {shown.map((category) => (
          <CategoryCard
            key={category.id}
            category={category}
            active={!inactive.has(category.id)}
            onEdit={() => setEditing({ category })}
            onToggle={() => toggle(category.id)}
            onDelete={() => void remove(category)}
          />
        ))}
      </div>
      {editing && <CategoryForm category={editing.category} onSave={save} onClose={() => setEditing(null)} />}
    </section>
  );
}
