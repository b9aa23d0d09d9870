import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageField, PREPARING_PHOTO, usePreparedImage } from './image-picker';
import { IMAGE_TYPE_MESSAGE, type PreparedImage } from './prepare-image';

function Picker({
  prepare,
  onFile,
}: {
  prepare?: (file: File) => Promise<PreparedImage>;
  onFile?: (f: File | null) => void;
}) {
  const image = usePreparedImage(prepare);
  onFile?.(image.file);
  return (
    <form>
      <ImageField label="Logo" hint="An image file, up to 5MB" pick={image} />
      <button type="submit" disabled={image.preparing}>
        Save
      </button>
    </form>
  );
}

describe('ImageField', () => {
  it('shows the refusal next to the picker, as an alert, and empties the picker', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker />);
    const input = screen.getByLabelText('Logo') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(IMAGE_TYPE_MESSAGE);
    // next to the picker: in its field, and named by it
    expect(input.closest('.field')!.contains(alert)).toBe(true);
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('');
  });

  it('says "Preparing photo…" while it works, keeps the prepared file, and forgets a superseded one', async () => {
    const user = userEvent.setup();
    const pending: ((result: PreparedImage) => void)[] = [];
    const prepare = vi.fn((_file: File) => new Promise<PreparedImage>((resolve) => pending.push(resolve)));
    const onFile = vi.fn();
    render(<Picker prepare={prepare} onFile={onFile} />);
    const input = screen.getByLabelText('Logo');
    await user.upload(input, new File(['a'], 'first.jpg', { type: 'image/jpeg' }));
    const field = input.closest('.field') as HTMLElement;
    expect(within(field).getByRole('status').textContent).toBe(PREPARING_PHOTO);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    await user.upload(input, new File(['b'], 'second.jpg', { type: 'image/jpeg' }));
    const shrunk = new File(['w'], 'second.webp', { type: 'image/webp' });
    pending[1]!({ ok: true, file: shrunk, name: 'second.webp' });
    // toBe, not toEqual: any two Files are equal to toEqual
    await waitFor(() => expect(onFile.mock.lastCall?.[0]).toBe(shrunk));
    // the first choice, finishing late, is not kept
    await act(async () => {
      pending[0]!({ ok: true, file: new File(['old'], 'first.webp', { type: 'image/webp' }), name: 'first.webp' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onFile.mock.lastCall?.[0]).toBe(shrunk);
    expect(within(field).getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });
});
