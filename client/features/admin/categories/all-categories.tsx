import { useState } from 'react';
import { useAdminQuery } from '../data/use-admin-query';
import { EmptyState } from '../../../components/status';
import { ErrorBanner } from '../ui/error-banner';
import { PageHeader } from '../ui/page-header';
import { QueryStatus } from '../ui/query-status';
import {
  createCategory,
  deleteCategory,
  fetchCategories,
  setCategoryActive,
  updateCategory,
  type AdminCategory,
} from './admin-category';
import { CategoryCard } from './category-card';
import { CategoryForm } from './category-form';
import { count } from '../display';
import './categories.css';

/** What the add/edit dialog is doing: nothing, adding, or editing one category. */
type Editing = { category: AdminCategory | null } | null;

export function AllCategories() {
  const query = useAdminQuery('categories/admin', fetchCategories);
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
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

  /** Activate/Deactivate is saved on the server (it once changed only this page's display). */
  const toggle = async (category: AdminCategory) => {
    setBusyId(category.id);
    setActionError(null);
    try {
      const saved = await setCategoryActive(category.id, !category.isActive);
      query.update((list) => list.map((c) => (c.id === category.id ? { ...c, ...saved } : c)));
    } catch (err) {
      setActionError((err as Error).message);
    } finally {
      setBusyId(null);
    }
  };

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
            active={category.isActive}
            busy={busyId === category.id}
            onEdit={() => setEditing({ category })}
            onToggle={() => void toggle(category)}
            onDelete={() => void remove(category)}
          />
        ))}
      </div>
      {editing && <CategoryForm category={editing.category} onSave={save} onClose={() => setEditing(null)} />}
    </section>
  );
}
