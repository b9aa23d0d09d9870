/** Line icons of the admin sidebar and header, as inline SVG paths (24 × 24 grid). */
import type { SVGProps } from 'react';
import { Svg } from '../../../components/icons';

const PATHS = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6',
  store: 'M3 9l2-5h14l2 5M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0zM5 13v7h14v-7M10 20v-4h4v4',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  request: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  bag: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  mail: 'M3 5h18v14H3zM3 7l9 6 9-6',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 18a2 2 0 1 0 0 .01M17 18a2 2 0 1 0 0 .01',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  menu: 'M4 6h16M4 12h16M4 18h16',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21v-1a7 7 0 0 1 16 0v1',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .2-1.4-1.4.2-2-3-1-1 2h-1.6l-1-2-3 1 .2 2L5.8 7.2 4 7l-1 3 2 1v2l-2 1 1 3 2-.2 1.4 1.4-.2 2 3 1 1-2h1.6l1 2 3-1-.2-2 1.4-1.4 2 .2 1-3-2-1z',
  logout: 'M9 21H4V3h5M16 17l5-5-5-5M21 12H9',
  home: 'M3 11l9-8 9 8M5 9v11h14V9',
  refresh: 'M20 11A8 8 0 0 0 5.6 6.6L3 9M3 4v5h5M4 13a8 8 0 0 0 14.4 4.4L21 15M21 20v-5h-5',
} as const;

export type AdminIconName = keyof typeof PATHS;

/** The admin's icons are drawn a little finer than the site's. */
export function AdminIcon({ name, ...rest }: { name: AdminIconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <Svg strokeWidth={1.8} {...rest}>
      <path d={PATHS[name]} />
    </Svg>
  );
}
