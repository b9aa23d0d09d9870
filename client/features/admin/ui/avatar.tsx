import { initials } from '../../../lib/format';
import { smallImagePath } from '../../../../sync/image-path';

/**
 * A person's avatar; their initials on a tinted circle when there is none (docs/screens.md
 * "Conventions of every screen").
 */
export function Avatar({ src, name, size = 40 }: { src?: string | null; name: string; size?: number }) {
  const style = { width: size, height: size };
  if (src) return <img className="adm-avatar" src={smallImagePath(src)} alt="" style={style} loading="lazy" />;
  return (
    <span className="adm-avatar adm-avatar-initials" style={{ ...style, fontSize: size * 0.38 }} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
