/**
 * The vendor forms' pickers: a photo is prepared on the phone before it is sent
 * or queued, the form waits while it is, and a refusal shows next to the picker.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AddProductModal } from '../features/vendor/add-product-modal';
import { CreateBusinessModal } from '../features/vendor/create-business-modal';
import { EditProductModal } from '../features/vendor/edit-product-modal';
import { storedProduct } from '../test-support/test-records';
import { jsonResponse } from '../test-support/json-response';
import { PREPARING_PHOTO } from './image-picker';
import { IMAGE_SIZE_MESSAGE, type PreparedImage } from './prepare-image';

const enqueue = vi.hoisted(() =>
  vi.fn(async (_name: string, _args: unknown, _options?: { blobs?: Record<string, Blob> }) => 'mutation-id'),
);
vi.mock('../store/outbox', () => ({ enqueue, OutboxError: class OutboxError extends Error {} }));
const prepareImage = vi.hoisted(() => vi.fn<(file: File) => Promise<PreparedImage>>());
vi.mock('./prepare-image', async (original) => ({ ...(await original()), prepareImage }));

let requests: { url: string; init?: RequestInit }[] = [];
beforeEach(() => {
  requests = [];
  enqueue.mockClear();
  prepareImage.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, init });
      const categories = [{ id: 2, name: 'Bakeries', tags: 'Cakes' }];
      const body = url.startsWith('/api/categories') ? { success: true, categories } : {};
      return jsonResponse(body, url.startsWith('/api/categories') ? 200 : 201);
    }),
  );
});

const photo = () => new File([new Uint8Array(8)], 'IMG_2031.jpg', { type: 'image/jpeg' });
const shrunk = new File(['webp'], 'IMG_2031.webp', { type: 'image/webp' });
const cake = storedProduct({
  id: 9,
  name: 'Birthday cake',
  description: 'Vanilla sponge',
  minPrice: 40_000,
  maxPrice: 90_000,
});

describe('vendor image pickers', () => {
  it('edit product: waits while the photo is prepared, then queues the shrunk one', async () => {
    let finish: (result: PreparedImage) => void = () => undefined;
    prepareImage.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    const onQueued = vi.fn();
    render(<EditProductModal product={cake} onClose={vi.fn()} onQueued={onQueued} />);
    const picker = screen.getByLabelText('Image');
    const original = photo();
    await user.upload(picker, original);
    // toBe, not toEqual: any two Files are equal to toEqual
    expect(prepareImage.mock.lastCall?.[0]).toBe(original);
    expect(within(picker.closest('.field') as HTMLElement).getByRole('status').textContent).toBe(PREPARING_PHOTO);
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toHaveProperty('disabled', true);

    finish({ ok: true, file: shrunk, name: shrunk.name });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);
    await waitFor(() => expect(onQueued).toHaveBeenCalled());
    expect(enqueue).toHaveBeenCalledWith('product.update', { businessId: 5, productId: 9 }, expect.anything());
    expect(enqueue.mock.lastCall?.[2]?.blobs?.image).toBe(shrunk);
  });

  it('add product: a refusal shows next to the picker, and the product goes without it', async () => {
    prepareImage.mockResolvedValue({ ok: false, message: IMAGE_SIZE_MESSAGE });
    const user = userEvent.setup({ delay: null });
    const onAdded = vi.fn(async () => undefined);
    render(<AddProductModal businessId={12} existingCount={0} onClose={vi.fn()} onAdded={onAdded} />);
    const picker = screen.getByLabelText('Image');
    await user.upload(picker, photo());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(IMAGE_SIZE_MESSAGE);
    expect(picker.closest('.field')!.contains(alert)).toBe(true);

    await user.type(screen.getByLabelText(/Title/), 'Cupcakes');
    await user.type(screen.getByLabelText(/Description/), 'A dozen, assorted');
    await user.type(screen.getByLabelText(/Min price/), '24000');
    await user.type(screen.getByLabelText(/Max price/), '36000');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    const post = requests.find((r) => r.url === '/api/businesses/12/products');
    expect((post?.init?.body as FormData).has('image')).toBe(false);
  });

  it('create business: sends the shrunk logo', async () => {
    prepareImage.mockResolvedValue({ ok: true, file: shrunk, name: shrunk.name });
    const user = userEvent.setup({ delay: null });
    const onCreated = vi.fn(async () => undefined);
    render(<CreateBusinessModal onClose={vi.fn()} onCreated={onCreated} />);
    await user.type(screen.getByLabelText(/Business name/), 'Mama Bakes');
    await screen.findByRole('option', { name: 'Bakeries' });
    await user.selectOptions(screen.getByLabelText(/^Category/), '2');
    await user.upload(screen.getByLabelText('Logo'), photo());
    const submit = screen.getByRole('button', { name: 'Create Business' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const logo = (requests.find((r) => r.url === '/api/businesses')?.init?.body as FormData).get('logo') as File;
    expect({ name: logo.name, type: logo.type, size: logo.size }).toEqual({
      name: 'IMG_2031.webp',
      type: 'image/webp',
      size: shrunk.size,
    });
  });
});
