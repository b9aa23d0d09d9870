import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { smallImagePath } from '../../sync/image-path';
import { initials } from '../lib/format';

/** The sizes app.css has a `.logo-{size}` class for. */
export type LogoSize = 36 | 40 | 44 | 48 | 56 | 64 | 88;

/**
 * A logo (small WebP, lazy-loaded, fixed size) or the name's initials when it is missing or broken.
 * Sized by class: the server renders it too (client/first-view/), where style attributes are refused.
 */
export function BusinessLogo({
  name,
  logo,
  size = 56,
  large = false,
}: {
  name: string;
  logo?: string | null;
  size?: LogoSize;
  /** The 800 px copy (profile header); lists use the 160 px one. */
  large?: boolean;
}) {
  const { t } = useLingui();
  const [broken, setBroken] = useState(false);
  if (!logo || broken) {
    return (
      <span className={`logo logo-initials logo-${size}`} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      className={`logo logo-${size}`}
      src={large ? logo : smallImagePath(logo)}
      alt={t`${name} logo`}
      width={size}
      height={size}
      // the profile's large logo is its first image: fetched at once
      loading={large ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
