import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable, PersonCell } from './admin-table';

describe('AdminTable', () => {
  it('heads its columns, then an actions column named for screen readers only', () => {
    render(
      <AdminTable columns={['ID', 'Customer']}>
        <tr>
          <td>42</td>
          <PersonCell person={{ firstName: 'Amina', lastName: 'Nakato', email: 'amina@example.com' }} />
          <td>
            <button type="button">Delete</button>
          </td>
        </tr>
        <tr>
          <td>43</td>
          <PersonCell person={null} />
          <td />
        </tr>
      </AdminTable>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['ID', 'Customer', 'Actions']);
    expect(within(headers[2]!).getByText('Actions').className).toBe('visually-hidden');
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('Amina Nakato')).toBeTruthy();
    expect(within(first!).getByText('amina@example.com')).toBeTruthy();
    expect(within(second!).getByText('—')).toBeTruthy();
  });
});
