/**
 * The app's first render over a page the server sent (client/main.tsx, ./first-view.ts), in the
 * shipped build, which runs Preact (docs/decisions/015-preact-in-the-shipped-app.md).
 *
 * Preact's own `render` into an element that has children keeps each child whose tag matches the
 * next element it renders, reads the element's attributes as the props it had, and sets only the
 * props that differ (compat's `render` would empty the element first). Attributes are strings, so
 * a number (an icon's `width`, `stroke-width`) would differ from its own attribute and be set
 * again: on an SVG that marks its style and layout dirty, for nothing. While this render runs, an
 * element's numbers are given as the strings the server wrote, and `className` (compat passes it
 * beside `class`, the same text) is not set a second time.
 */
import { options, render, type ComponentChild, type VNode } from 'preact';

type Props = Record<string, unknown>;

function asServerWroteIt(vnode: VNode) {
  if (typeof vnode.type !== 'string') return;
  const props = vnode.props as Props;
  for (const key in props) {
    const value = props[key];
    if (typeof value === 'number') props[key] = String(value);
  }
  if ('className' in props && props.className === props.class)
    Object.defineProperty(props, 'className', { value: props.class, enumerable: false, configurable: true });
}

/** Renders `app` over the server's elements in `page`, which becomes the app's root. */
export function renderOver(app: ComponentChild, page: HTMLElement): void {
  const before = options.vnode;
  // after compat's hook, which gives an element's props their DOM names (strokeWidth → stroke-width)
  options.vnode = (vnode) => {
    before?.(vnode);
    asServerWroteIt(vnode);
  };
  try {
    render(app, page);
  } finally {
    options.vnode = before;
  }
}
