import { useState } from 'react';
import { smallImagePath } from '../../sync/image-path';
import { initials } from '../lib/format';

/** A logo (small WebP, lazy-loaded, fixed size) or the name's initials when it is missing or broken. */
export function BusinessLogo({
  name,
  logo,
  size = 56,
  large = false,
}: {
  name: string;
  logo?: string | null;
  size?: number;
  /** The 800 px copy (profile header); lists use the 160 px one. */
  large?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size };
  if (!logo || broken) {
    return (
      <span className="logo logo-initials" style={{ ...style, fontSize: size * 0.38 }} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      className="logo"
      src={large ? logo : smallImagePath(logo)}
      alt={`${name} logo`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={style}
      onError={() => setBroken(true)}
    />
  );
}
