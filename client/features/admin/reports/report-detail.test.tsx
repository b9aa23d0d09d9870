import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test-support/render-at';
import type { AdminReport } from './admin-report';
import { ReportDetail } from './report-detail';

const author = { id: 7, firstName: 'Rita', lastName: 'Nambi', email: 'rita@example.com', isActive: true };
const business = { id: 3, name: 'Sweet Bakes', city: 'Ntinda', district: 'Kampala', isActive: true };

const reportedBusiness = {
  id: 3,
  name: 'Sweet Bakes',
  email: null,
  isActive: true,
  ownerId: 12,
  owner: { firstName: 'Sam', lastName: 'Okello' },
};

const reviewReport: AdminReport = {
  id: 41,
  reason: 'fake',
  description: 'Never a customer',
  status: 'PENDING',
  createdAt: '2026-03-10T12:00:00Z',
  updatedAt: '2026-03-10T12:00:00Z',
  targetType: 'review',
  reporter: { id: 5, firstName: 'Vera', lastName: 'Person', email: 'vera@example.com' },
  reportedUser: author,
  reportedBusiness,
  reportedReview: { id: 9, rating: 2, comment: 'Never came', status: 'APPROVED' },
  subject: { type: 'review', id: 9, rating: 2, comment: 'Never came', status: 'APPROVED', author, business },
  actions: ['hide-review', 'suspend-user'],
};

const businessReport: AdminReport = {
  ...reviewReport,
  id: 42,
  targetType: 'business',
  reportedUser: { ...author, isActive: false },
  reportedBusiness: { ...reportedBusiness, ownerId: author.id, owner: { firstName: 'Rita', lastName: 'Nambi' } },
  reportedReview: null,
  subject: { type: 'business', ...business, owner: { ...author, isActive: false } },
  actions: ['deactivate-business'],
};

function show(report: AdminReport, onAction = vi.fn(async () => {})) {
  renderInRouter(<ReportDetail report={report} busy={false} onStatus={() => {}} onAction={onAction} />);
  return onAction;
}

afterEach(() => vi.restoreAllMocks());

describe('<ReportDetail> subject', () => {
  it('shows a reported review with its text, rating, status, author and business, linked to the profile', () => {
    show(reviewReport);
    expect(screen.getByText('Never came')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 2.0 out of 5' })).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText(/Rita Nambi <rita@example.com>/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sweet Bakes' }).getAttribute('href')).toBe(
      '/business-profile/3/sweet-bakes/kampala-ntinda#reviews',
    );
  });

  it('shows a reported business with its status and owner', () => {
    show(businessReport);
    expect(screen.getByRole('link', { name: 'Sweet Bakes' }).getAttribute('href')).toBe(
      '/business-profile/3/sweet-bakes/kampala-ntinda',
    );
    expect(screen.getByText(/Owner: Rita Nambi/)).toBeTruthy();
    expect(screen.getByText('Suspended')).toBeTruthy();
  });

  it('says so when the subject was deleted', () => {
    show({ ...reviewReport, subject: null, actions: [] });
    expect(screen.getByText('The reported review no longer exists.')).toBeTruthy();
  });
});

describe('<ReportDetail> actions', () => {
  it('offers the fitting actions and acts only once confirmed', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const onAction = show(reviewReport);
    expect(screen.queryByRole('button', { name: 'Deactivate business' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Hide this review and resolve the report?'));
    expect(onAction).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Suspend author' }));
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining('Suspend Rita Nambi and resolve the report?'));
    expect(onAction).toHaveBeenCalledWith(reviewReport, 'suspend-user');
  });

  it('shows a refusal next to the button that met it', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    show(
      businessReport,
      vi.fn(async () => {
        throw new Error('This business is already inactive');
      }),
    );
    const button = screen.getByRole('button', { name: 'Deactivate business' });
    await userEvent.click(button);
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('This business is already inactive');
    expect(button.parentElement!.contains(refusal)).toBe(true);
  });

  it('offers no action once the report is handled', () => {
    show({ ...reviewReport, status: 'RESOLVED', actions: [] });
    expect(screen.queryByRole('button', { name: 'Hide review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
  });
});
