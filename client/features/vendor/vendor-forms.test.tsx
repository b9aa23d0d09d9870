import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test-support/json-response';
import { AddProductModal } from './add-product-modal';
import { BidDialog } from './bid-dialog';
import { CreateBusinessModal } from './create-business-modal';
import type { VendorLead } from './lead-view';
import { NewDeliveryModal } from './new-delivery-modal';

const enqueue = vi.hoisted(() => vi.fn(async () => 'mutation-id'));
vi.mock('../../store/outbox', () => ({ enqueue, syncNow: vi.fn(async () => undefined), discardEntry: vi.fn() }));

const CATEGORIES = [
  { id: 2, name: 'Bakeries', tags: 'Bread, Cakes, Pastries' },
  { id: 3, name: 'Salons & Beauty', tags: 'Barber, Nails' },
];
let requests: { url: string; init?: RequestInit }[] = [];

beforeEach(() => {
  requests = [];
  enqueue.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, init });
      const body = url.startsWith('/api/categories') ? { success: true, categories: CATEGORIES } : { success: true };
      return jsonResponse(body, url.startsWith('/api/categories') ? 200 : 201);
    }),
  );
});

const lead: VendorLead = {
  id: 41,
  status: 'NEW',
  canBid: true,
  createdAt: new Date().toISOString(),
  existingBid: null,
  search: {
    query: 'Birthday cake for 30 guests',
    location: 'Ntinda',
    budget: 150000,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 86_400_000 * 5).toISOString(),
    totalBids: 0,
    category: { name: 'Bakeries' },
    user: { firstName: 'Amina', lastName: 'Nakato' },
  },
};

describe('bid form (docs/screens.md "Leads")', () => {
  it('starts empty with the budget as a hint, counts the message and refuses missing fields', async () => {
    const user = userEvent.setup({ delay: null });
    const onQueued = vi.fn();
    render(<BidDialog lead={lead} onClose={() => undefined} onQueued={onQueued} />);
    const amount = screen.getByLabelText(/Quote amount/);
    // never the customer's maximum by default: the budget is only a hint
    expect(amount).toHaveProperty('value', '');
    expect(screen.getByText("Customer's budget: USh 150,000")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(screen.getByText('Please enter a valid amount')).toBeTruthy();
    expect(screen.getByText('Please enter a message')).toBeTruthy();
    expect(screen.getByText('Please enter estimated duration')).toBeTruthy();
    expect(enqueue).not.toHaveBeenCalled();

    await user.type(amount, '0');
    await user.type(screen.getByLabelText(/Message to the customer/), 'We bake it fresh');
    expect(screen.getByText('16/1000')).toBeTruthy();
    await user.type(screen.getByLabelText(/Estimated duration/), '2 days');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(screen.getByText('Please enter a valid amount')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '140000');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(onQueued).toHaveBeenCalled());
    expect(enqueue).toHaveBeenCalledWith('bid.create', {
      leadId: 41,
      amount: 140000,
      message: 'We bake it fresh',
      estimatedDuration: '2 days',
    });
  });
});

describe('create business (docs/screens.md "My Business")', () => {
  it('keeps submit disabled until name and category, and fills subcategories from the tags', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreated = vi.fn(async () => undefined);
    render(<CreateBusinessModal onClose={() => undefined} onCreated={onCreated} />);
    const submit = screen.getByRole('button', { name: 'Create Business' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/Business name/), 'Mama Bakes');
    expect(submit).toHaveProperty('disabled', true);
    await screen.findByRole('option', { name: 'Bakeries' });
    await user.selectOptions(screen.getByLabelText(/^Category/), '2');
    expect(submit).toHaveProperty('disabled', false);
    const sub = screen.getByLabelText(/Subcategory/);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Bread', 'Cakes', 'Pastries']),
    );
    await user.selectOptions(sub, 'Cakes');
    await user.selectOptions(screen.getByLabelText(/^Category/), '3');
    expect(sub).toHaveProperty('value', '');

    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(submit);
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Email/));
    await user.click(submit);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = requests.find((r) => r.url === '/api/businesses');
    expect(post?.init?.method).toBe('POST');
    expect(Object.fromEntries((post?.init?.body as FormData).entries())).toEqual({
      name: 'Mama Bakes',
      categoryId: '3',
    });
  });
});

describe('add product (docs/screens.md "My Business")', () => {
  it('requires title, description and both prices', async () => {
    const user = userEvent.setup({ delay: null });
    const onAdded = vi.fn(async () => undefined);
    render(<AddProductModal businessId={12} existingCount={1} onClose={() => undefined} onAdded={onAdded} />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    await user.type(screen.getByLabelText(/Title/), 'Cupcakes');
    await user.type(screen.getByLabelText(/Description/), 'A dozen, assorted');
    await user.type(screen.getByLabelText(/Min price/), '36000');
    await user.type(screen.getByLabelText(/Max price/), '24000');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Minimum price cannot be more than maximum price')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Min price/));
    await user.type(screen.getByLabelText(/Min price/), '24000');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(requests.some((r) => r.url === '/api/businesses/12/products' && r.init?.method === 'POST')).toBe(true);
  });

  it('refuses a fourth product with the rule message', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <AddProductModal
        businessId={12}
        existingCount={3}
        onClose={() => undefined}
        onAdded={vi.fn(async () => undefined)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('A business can have at most 3 products or services')).toBeTruthy();
    expect(requests.some((r) => r.url.includes('/products'))).toBe(false);
  });
});

describe('new delivery (docs/screens.md "Deliveries")', () => {
  it('requires the four fields and the fare, and queues numbers without empty optional fields', async () => {
    const user = userEvent.setup({ delay: null });
    const onQueued = vi.fn();
    render(<NewDeliveryModal businessId={12} onClose={() => undefined} onQueued={onQueued} />);
    await user.click(screen.getByRole('button', { name: 'Request Delivery' }));
    for (const message of [
      'Item name is required',
      'Receiver name is required',
      'Receiver phone is required',
      'Delivery address is required',
      'Fare is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText(/Fare/).getAttribute('step')).toBe('100');
    expect(screen.getByLabelText(/Weight/).getAttribute('step')).toBe('0.1');
    await user.type(screen.getByLabelText(/Item name/), 'Wedding cake');
    await user.type(screen.getByLabelText(/Receiver name/), 'Sarah Namuli');
    await user.type(screen.getByLabelText(/Receiver phone/), '0772123456');
    await user.type(screen.getByLabelText(/Delivery address/), 'Kira Road');
    await user.type(screen.getByLabelText(/Fare/), '15000');
    await user.click(screen.getByRole('button', { name: 'Request Delivery' }));
    await waitFor(() => expect(onQueued).toHaveBeenCalled());
    expect(enqueue).toHaveBeenCalledWith('delivery.create', {
      businessId: 12,
      receiver_name: 'Sarah Namuli',
      receiver_number: '+256772123456',
      fare: 15000,
      item_name: 'Wedding cake',
      delivery_address: 'Kira Road',
    });
  });
});

describe("the vendor forms' limits come from the shared schemas", () => {
  const attributes = (label: RegExp) => {
    const input = screen.getByLabelText(label);
    return ['maxlength', 'min', 'step', 'inputmode', 'aria-required', 'type'].reduce<Record<string, string | null>>(
      (found, name) => ({ ...found, [name]: input.getAttribute(name) }),
      {},
    );
  };

  it.each([
    [/Quote amount/, { min: '1', step: '1', inputmode: 'numeric', 'aria-required': 'true', type: 'number' }],
    [/Message to the customer/, { maxlength: '1000', 'aria-required': 'true' }],
    [/Estimated duration/, { maxlength: '100', 'aria-required': 'true' }],
  ])('bid: %s', (label, expected) => {
    render(<BidDialog lead={lead} onClose={() => undefined} onQueued={() => undefined} />);
    expect(attributes(label)).toMatchObject(expected);
  });

  it.each([
    [/Business name/, { maxlength: '120', 'aria-required': 'true' }],
    [/Tagline/, { maxlength: '160', 'aria-required': null }],
    [/Email/, { maxlength: '254', type: 'email' }],
    [/Website/, { maxlength: '2000', type: 'url' }],
    [/Town or area/, { maxlength: '80' }],
  ])('create business: %s', (label, expected) => {
    render(<CreateBusinessModal onClose={() => undefined} onCreated={async () => undefined} />);
    expect(attributes(label)).toMatchObject(expected);
  });

  it.each([
    [/Title/, { maxlength: '120', 'aria-required': 'true' }],
    [/Description/, { maxlength: '5000', 'aria-required': 'true' }],
    [/Min price/, { min: '0', step: '1', inputmode: 'numeric', 'aria-required': 'true' }],
  ])('add product: %s', (label, expected) => {
    render(
      <AddProductModal businessId={5} existingCount={0} onClose={() => undefined} onAdded={async () => undefined} />,
    );
    expect(attributes(label)).toMatchObject(expected);
  });

  it.each([
    [/Receiver name/, { maxlength: '120', 'aria-required': 'true' }],
    [/Delivery address/, { maxlength: '300', 'aria-required': 'true' }],
    [/Fare/, { min: '0', step: '100', inputmode: 'numeric', 'aria-required': 'true' }],
    [/Weight/, { min: '0', step: '0.1', inputmode: 'decimal', 'aria-required': null }],
    [/Description/, { maxlength: '1000', 'aria-required': null }],
  ])('new delivery: %s', (label, expected) => {
    render(<NewDeliveryModal businessId={5} onClose={() => undefined} onQueued={() => undefined} />);
    expect(attributes(label)).toMatchObject(expected);
  });
});
