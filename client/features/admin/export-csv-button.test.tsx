/**
 * The admin's Export CSV button (server/features/audit/admin-export.ts): it downloads the
 * server's file under the server's name, says so while it works, and shows a refusal.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubExpiredSession } from '../../test-support/expired-session';
import { stubFetchJson } from '../../test-support/json-response';
import { ExportCsvButton, exportFileName } from './export-csv-button';
import { exportResponsesCsv } from './surveys/export-csv';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('<ExportCsvButton>', () => {
  it('downloads /api/admin/export/users.csv under the name the server gives', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('\uFEFFID,Name\r\n1,Ada\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="users-2026-11-20.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.getAttribute('href')}`);
    });
    const user = userEvent.setup({ delay: null });
    render(<ExportCsvButton kind="users" />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(downloads).toEqual(['users-2026-11-20.csv blob:csv']));
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/export/users.csv', expect.anything());
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
  });

  it('refreshes an expired session and downloads, as every other call does', async () => {
    const fetchMock = stubExpiredSession(() => csvResponse('users-2026-11-20.csv'));
    const downloads = catchDownloads();
    const user = userEvent.setup({ delay: null });
    render(<ExportCsvButton kind="users" />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(downloads).toEqual(['users-2026-11-20.csv blob:csv']));
    expect(callsOf(fetchMock)).toEqual([
      '/api/admin/export/users.csv',
      '/api/auth/refresh',
      '/api/admin/export/users.csv (refreshed)',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    stubFetchJson({ success: false, message: 'Too many exports at once, please wait' }, 429);
    const user = userEvent.setup({ delay: null });
    render(<ExportCsvButton kind="businesses" />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many exports at once, please wait');
  });

  it('falls back to a plain name when the server gives none or an odd one', () => {
    expect(exportFileName(null, 'businesses')).toBe('businesses.csv');
    expect(exportFileName('../../evil.sh', 'users')).toBe('users.csv');
    expect(exportFileName('businesses-2026-01-02.csv', 'businesses')).toBe('businesses-2026-01-02.csv');
  });
});

describe('a survey’s responses as CSV', () => {
  it('refreshes an expired session and downloads under the survey’s name', async () => {
    const fetchMock = stubExpiredSession(() => csvResponse('responses.csv'));
    const downloads = catchDownloads();
    await exportResponsesCsv(12, 'Market day');
    expect(downloads).toEqual(['Market day_responses.csv blob:csv']);
    expect(callsOf(fetchMock)).toEqual([
      '/api/surveys/12/responses/export',
      '/api/auth/refresh',
      '/api/surveys/12/responses/export (refreshed)',
    ]);
  });
});

function csvResponse(fileName: string): Response {
  return new Response('\uFEFFID,Name\r\n1,Ada\r\n', {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/** The files saved through a link's click (client/lib/download.ts): `{name} {href}`. */
function catchDownloads(): string[] {
  // jsdom has no object URLs
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(`${this.download} ${this.getAttribute('href')}`);
  });
  return downloads;
}
