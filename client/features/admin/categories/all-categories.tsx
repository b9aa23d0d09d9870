import { useState } from 'react';
import { ItemList } from '../../../components/item-list';
import { useAction } from '../data/use-action';
import { useAdminQuery } from '../data/use-admin-query';
import { adminKeys } from '../data/admin-keys';
import { ListSearch } from '../ui/list-search';
import { PageHead } from '../../../components/page-head';
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
  const query = useAdminQuery(adminKeys.list('categories'), fetchCategories);
  const [editing, setEditing] = useState<Editing>(null);
  const [text, setText] = useState('');
  const action = useAction();
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
  const toggle = (category: AdminCategory) =>
    action.run(async () => {
      const saved = await setCategoryActive(category.id, !category.isActive);
      query.update((list) => list.map((c) => (c.id === category.id ? { ...c, ...saved } : c)));
    }, category.id);

  const remove = (category: AdminCategory) => {
    if (!window.confirm('Are you sure you want to delete this category?')) return;
    void action.run(async () => {
      await deleteCategory(category.id);
      query.update((list) => list.filter((c) => c.id !== category.id));
    });
  };

  return (
    <section>
      <PageHead admin title="Categories" lead={count(all.length, 'category', 'categories')}>
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ category: null })}>
          Add Category
        </button>
      </PageHead>
      <QueryStatus query={query} action={action} loadingText="Loading categories…" />
      <div className="adm-toolbar">
        <ListSearch label="Search categories" placeholder="Search categories or tags" value={text} onChange={setText} />
      </div>
      <ItemList items={query.data && shown} empty="No categories found" className="adm-grid adm-grid-cards">
        {(category) => (
          <CategoryCard
            category={category}
            active={category.isActive}
            busy={action.isBusy(category.id)}
            onEdit={() => setEditing({ category })}
            onToggle={() => void toggle(category)}
            onDelete={() => remove(category)}
          />
        )}
      </ItemList>
      {editing && <CategoryForm category={editing.category} onSave={save} onClose={() => setEditing(null)} />}
    </section>
  );
}
