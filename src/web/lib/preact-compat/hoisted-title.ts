import { options } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

/**
 * React 19 hoists a `<title>` rendered anywhere into the document head (components/layout/
 * page-title.tsx relies on it); Preact would put a second <title> inside the page. Here it
 * names the tab instead, as React does; the prerendered head already carries the same text.
 * No SVG on '/' has a <title> of its own (it would be taken for the page's).
 */
function HoistedTitle({ children }: { children?: unknown }) {
  const text = Array.isArray(children) ? children.join('') : String(children ?? '');
  useLayoutEffect(() => {
    if (document.title !== text) document.title = text;
  }, [text]);
  return null;
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'title') vnode.type = HoistedTitle as unknown as typeof vnode.type; // a component where an element was
  previousVNodeHook?.(vnode);
};
