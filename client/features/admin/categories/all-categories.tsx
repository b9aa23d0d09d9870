import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ItemList } from '../../../components/item-list';
import { lastRefusal } from '../../../lib/changes';
import { markOutOfDate, queryClient } from '../../../lib/server-state';
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
import './categories.css';

/** What the add/edit dialog is doing: nothing, adding, or editing one category. */
type Editing = { category: AdminCategory | null } | null;

export function AllCategories() {
  const query = useAdminQuery(adminKeys.list('categories'), fetchCategories);
  const [editing, setEditing] = useState<Editing>(null);
  const [text, setText] = useState('');
  const all = query.data ?? [];
  const needle = text.trim().toLowerCase();
  const { t } = useLingui();
  const categoryCount = all.length;
  const shown = all.filter((c) => !needle || `${c.name} ${c.tags}`.toLowerCase().includes(needle));

  /** Shows a category as the server saved it, in place. */
  const showSaved = (saved: AdminCategory) => {
    query.update((list) => list.map((c) => (c.id === saved.id ? { ...c, ...saved } : c)));
    markOutOfDate(adminKeys.lists('categories'));
  };

  const save = useMutation(
    {
      mutationFn: ({ category, form }: { category: AdminCategory | null; form: FormData }) =>
        category ? updateCategory(category.id, form) : createCategory(form),
      onSuccess: (saved, { category }) => {
        if (category) showSaved(saved);
        else {
          query.update((list) => [...list, saved].sort((a, b) => a.name.localeCompare(b.name)));
          markOutOfDate(adminKeys.lists('categories'));
        }
        setEditing(null);
      },
    },
    queryClient,
  );

  /** Activate/Deactivate is saved on the server (it once changed only this page's display). */
  const toggle = useMutation(
    {
      mutationFn: (category: AdminCategory) => setCategoryActive(category.id, !category.isActive),
      onSuccess: showSaved,
    },
    queryClient,
  );

  const remove = useMutation(
    {
      mutationFn: (category: AdminCategory) => deleteCategory(category.id),
      onSuccess: (_answer, category) => {
        query.update((list) => list.filter((c) => c.id !== category.id));
        markOutOfDate(adminKeys.lists('categories'));
      },
    },
    queryClient,
  );

  const edit = (category: AdminCategory | null) => {
    // the form opens without the last one's refusal
    save.reset();
    setEditing({ category });
  };

  return (
    <section>
      <PageHead
        admin
        title={t`Categories`}
        lead={t`${plural(categoryCount, { one: '# category', other: '# categories' })}`}
      >
        <button type="button" className="btn btn-primary" onClick={() => edit(null)}>
          <Trans>Add Category</Trans>
        </button>
      </PageHead>
      <QueryStatus query={query} action={lastRefusal(toggle, remove)} loadingText={t`Loading categories…`} />
      <div className="adm-toolbar">
        <ListSearch
          label={t`Search categories`}
          placeholder={t`Search categories or tags`}
          value={text}
          onChange={setText}
        />
      </div>
      <ItemList items={query.data && shown} empty={t`No categories found`} className="adm-grid adm-grid-cards">
        {(category) => (
          <CategoryCard
            category={category}
            active={category.isActive}
            busy={toggle.isPending && toggle.variables.id === category.id}
            onEdit={() => edit(category)}
            onToggle={() => toggle.mutate(category)}
            onDelete={() => {
              if (window.confirm(t`Are you sure you want to delete this category?`)) remove.mutate(category);
            }}
          />
        )}
      </ItemList>
      {editing && (
        <CategoryForm
          category={editing.category}
          saving={{ ...save, mutate: (form) => save.mutate({ category: editing.category, form }) }}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
