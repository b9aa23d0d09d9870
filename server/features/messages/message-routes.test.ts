import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageCreateSchema } from '../../../sync/schemas/message';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { account, type Account } from '../businesses/test-fixtures';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = createTestApp();
  admin = await account(t, 'ADMIN');
});
afterAll(() => t.close());

const valid = {
  fullName: 'Aisha N',
  email: 'Aisha@Example.com',
  subject: 'Listing help',
  content: 'How do I list my shop?',
};

describe('POST /api/messages', () => {
  it('stores a message from anyone and answers it', async () => {
    const res = await t.request('POST', '/api/messages', { json: valid });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        fullName: 'Aisha N',
        email: 'aisha@example.com',
        subject: 'Listing help',
        content: 'How do I list my shop?',
        isRead: false,
        createdAt: expect.any(String),
      },
    });
  });

  it.each([
    [{ fullName: undefined }, 'fullName', 'Full name is required'],
    [{ fullName: '   ' }, 'fullName', 'Full name is required'],
    [{ fullName: ' A ' }, 'fullName', 'Full name must be at least 2 characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'aisha@' }, 'email', 'Please enter a valid email address'],
    [{ subject: undefined }, 'subject', 'Subject is required'],
    [{ subject: 'Hey' }, 'subject', 'Subject must be at least 5 characters'],
    [{ content: '' }, 'content', 'Message is required'],
    [{ content: 'Too short' }, 'content', 'Message must be at least 10 characters'],
    [{ content: 'x'.repeat(5001) }, 'content', 'Message must be at most 5000 characters'],
  ])('refuses %o with the contact form’s message', async (change, field, message) => {
    const res = await t.request('POST', '/api/messages', { json: { ...valid, ...change } });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
    expect(res.data.errors[field]).toBe(message);
  });

  it('is the schema the contact form uses on the device', () => {
    expect(messageCreateSchema.safeParse(valid).success).toBe(true);
  });
});

describe('admin message calls', () => {
  it('list, read one, mark read, count unread, delete', async () => {
    const created = await t.request('POST', '/api/messages', { json: valid });
    const id = created.data.data.id;
    const list = await t.request('GET', '/api/messages', { token: admin.token });
    expect(list.data).toMatchObject({ success: true, data: expect.arrayContaining([expect.objectContaining({ id })]) });
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const unread = (await t.request('GET', '/api/messages/unread-count', { token: admin.token })).data;
    expect(unread).toEqual({ success: true, count: expect.any(Number) });
    expect((await t.request('GET', `/api/messages/${id}`, { token: admin.token })).data.data).toMatchObject({
      id,
      isRead: false,
    });
    const read = await t.request('PUT', `/api/messages/${id}/read`, { token: admin.token });
    expect(read.data.data.isRead).toBe(true);
    const after = (await t.request('GET', '/api/messages/unread-count', { token: admin.token })).data.count;
    expect(after).toBe(unread.count - 1);
    expect((await t.request('DELETE', `/api/messages/${id}`, { token: admin.token })).data).toEqual({
      success: true,
      message: 'Message deleted',
    });
    expect((await t.request('GET', `/api/messages/${id}`, { token: admin.token })).status).toBe(404);
    expect((await t.request('PUT', `/api/messages/${id}/read`, { token: admin.token })).status).toBe(404);
  });

  it('are for admins only', async () => {
    const user = await account(t, 'USER');
    expect((await t.request('GET', '/api/messages')).status).toBe(401);
    expect((await t.request('GET', '/api/messages', { token: user.token })).status).toBe(403);
    expect((await t.request('GET', '/api/messages/unread-count', { token: user.token })).status).toBe(403);
  });
});
