import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeOf } from '../../../test-support/change';
import { CategoryForm } from './category-form';
import { tagsOf } from '../../../../sync/schemas/category';
import { checkCategory, type CategoryDraft } from './category-rules';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'bread.png', { type: 'image/png' });
const gif = new File(['GIF89a'], 'cake.gif', { type: 'image/gif' });
const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
const base: CategoryDraft = { name: 'Bakeries', description: 'Bread and cakes', tags: '', image: null };

describe('category rules (docs/screens.md "Admin categories")', () => {
  it.each([
    { case: 'title and description given', draft: base, errors: {} },
    { case: 'title missing', draft: { ...base, name: '  ' }, errors: { name: 'Title is required' } },
    {
      case: 'description missing',
      draft: { ...base, description: '' },
      errors: { description: 'Description is required' },
    },
    {
      case: 'title too long',
      draft: { ...base, name: 'x'.repeat(81) },
      errors: { name: 'The title can be at most 80 characters' },
    },
    { case: 'tags too long', draft: { ...base, tags: 'x'.repeat(1001) }, errors: { tags: 'Too many tags' } },
    { case: 'a PNG image', draft: { ...base, image: png }, errors: {} },
    { case: 'a GIF image', draft: { ...base, image: gif }, errors: {} },
    { case: 'not an image', draft: { ...base, image: pdf }, errors: { image: 'Please choose an image file' } },
    { case: 'an image over 5MB', draft: { ...base, image: huge }, errors: { image: 'The image may be at most 5MB' } },
  ])('$case', ({ draft, errors }) => {
    const check = checkCategory(draft);
    expect(check.ok ? {} : check.errors).toEqual(errors);
  });

  it.each([
    { text: 'Bread, Cakes, Pastries', tags: ['Bread', 'Cakes', 'Pastries'] },
    { text: 'Wedding Cakes, Birthday Cakes', tags: ['Wedding Cakes', 'Birthday Cakes'] },
    { text: 'Bread,Cakes', tags: ['Bread', 'Cakes'] },
    { text: 'Bread, , Cakes, ', tags: ['Bread', 'Cakes'] },
    { text: '', tags: [] },
  ])('tags "$text" are read as the server reads them', ({ text, tags }) => {
    expect(tagsOf(text)).toEqual(tags);
    const check = checkCategory({ ...base, tags: text });
    expect(check.ok && check.value.get('tags')).toBe(tags.join(', '));
  });
});

describe('<CategoryForm>', () => {
  it('requires a title and a description, then sends name, description, tags and image', async () => {
    const user = userEvent.setup({ delay: null });
    const saving = changeOf<FormData>();
    render(<CategoryForm category={null} saving={saving} onClose={() => {}} />);
    expect(screen.getByText('PNG, JPG, GIF up to 5MB')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(saving.mutate).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Title/), 'Bakeries');
    await user.type(screen.getByLabelText(/Description/), 'Bread and cakes');
    await user.type(screen.getByLabelText(/Tags/), 'Bread, Cakes, Wedding Cakes');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bread', 'Cakes', 'Wedding Cakes']);
    await user.upload(screen.getByLabelText(/Image/), png);
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    const form = saving.mutate.mock.calls[0]![0];
    expect(form.get('name')).toBe('Bakeries');
    expect(form.get('description')).toBe('Bread and cakes');
    expect(form.get('tags')).toBe('Bread, Cakes, Wedding Cakes');
    expect((form.get('image') as File).name).toBe('bread.png');
  });

  it('previews and sends tags typed without spaces as the server saves them', async () => {
    const user = userEvent.setup({ delay: null });
    const saving = changeOf<FormData>();
    render(<CategoryForm category={null} saving={saving} onClose={() => {}} />);
    await user.type(screen.getByLabelText(/Title/), 'Bakeries');
    await user.type(screen.getByLabelText(/Description/), 'Bread and cakes');
    await user.type(screen.getByLabelText(/Tags/), 'Bread,Cakes');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bread', 'Cakes']);
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(saving.mutate.mock.calls[0]![0].get('tags')).toBe('Bread, Cakes');
  });

  it('takes its limits from the category schema', () => {
    render(<CategoryForm category={null} saving={changeOf<FormData>()} onClose={() => {}} />);
    expect(screen.getByLabelText(/Title/).getAttribute('maxlength')).toBe('80');
    expect(screen.getByLabelText(/Description/).getAttribute('maxlength')).toBe('5000');
    expect(screen.getByLabelText(/Tags/).getAttribute('maxlength')).toBe('1000');
  });

  it("shows the API's message when saving fails", async () => {
    const user = userEvent.setup({ delay: null });
    const category = {
      id: 3,
      name: 'Bakeries',
      description: 'Bread',
      image: null,
      emoji: '🍞',
      tags: 'Bread',
      isActive: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      _count: { businesses: 0 },
    };
    render(
      <CategoryForm
        category={category}
        saving={changeOf({ error: new Error('Failed to update category') })}
        onClose={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update category');
  });
});
