/** The district picker (docs/product.md "Places"): a search box over the list, and a kept unlisted district flagged. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DistrictPicker, unlistedDistrictMessage } from './district-picker';
import { Field } from './field';

function Form({ start }: { start: string }) {
  const [district, setDistrict] = useState(start);
  return (
    <>
      <Field label="District">{(a11y) => <DistrictPicker a11y={a11y} value={district} onChange={setDistrict} />}</Field>
      <output>{district}</output>
    </>
  );
}

const options = () =>
  [...(screen.getByLabelText('District') as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);

describe('DistrictPicker', () => {
  it('narrows the list as the user types and picks the only district left', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form start="" />);
    expect(options()).toHaveLength(136);
    await user.type(screen.getByLabelText('Filter the list by name'), 'mba');
    expect(options()).toEqual(['Mbale', 'Mbarara']);
    await user.type(screen.getByLabelText('Filter the list by name'), 'r');
    expect(screen.getByLabelText('District')).toHaveProperty('value', 'Mbarara');
    expect(document.querySelector('output')?.textContent).toBe('Mbarara');
    await user.clear(screen.getByLabelText('Filter the list by name'));
    await user.type(screen.getByLabelText('Filter the list by name'), 'okollo');
    expect(options()).toEqual(['Madi-Okollo']);
    expect(document.querySelector('output')?.textContent).toBe('Madi-Okollo');
  });

  it('shows a kept district that is not on the list with a message, until one of the list is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form start="Ntinda" />);
    expect(screen.getByText(unlistedDistrictMessage('Ntinda'))).toBeTruthy();
    expect(screen.getByLabelText('District').getAttribute('aria-describedby')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('District'), 'Kampala');
    expect(screen.queryByText(unlistedDistrictMessage('Ntinda'))).toBeNull();
  });
});
