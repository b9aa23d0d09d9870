/**
 * What a person typed, shown inside a translated message (scripts/lingui-babel.mjs
 * `valuesAsElements`): `<Trans>` reads tags in its message after the values are put in, so a
 * business named `Tom <b>Best</b>` would lose its words. Plain values are passed as elements,
 * which it places as they are; a plural's count stays a number.
 */
import { render } from '@testing-library/react';
import { Plural, Trans } from '@lingui/react/macro';
import { expect, it } from 'vitest';

it('shows a value that looks like markup exactly as it was typed', () => {
  const name = 'Tom <b>Best</b> & <0/> </script> <x>y</x>';
  const { container } = render(
    <p>
      <Trans>
        Hello <strong>{name}</strong>, welcome
      </Trans>
    </p>,
  );
  expect(container.textContent).toBe('Hello Tom <b>Best</b> & <0/> </script> <x>y</x>, welcome');
  expect(container.querySelector('strong')?.textContent).toBe(name);
});

it('still counts with a plural', () => {
  const count = 2;
  const { container } = render(
    <p>
      <Plural value={count} one="# review" other="# reviews" />
    </p>,
  );
  expect(container.textContent).toBe('2 reviews');
});
