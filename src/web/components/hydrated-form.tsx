import { useEffect, useRef, type ComponentProps } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A form that does nothing until React handles it. Prerendered pages (/login, /signup, the
 * password pages) show their forms before the script has run; submitted natively, a form would
 * send a GET with the typed e-mail (or password) in the address, where history, logs and the
 * Referer keep it. Until hydration its fields and buttons sit in a disabled fieldset, so nothing
 * can be typed or submitted (and end-to-end tests wait for them to be enabled); `method="post"`
 * keeps anything that still got through out of the address.
 */
export function HydratedForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // The browser skips `autofocus` on a disabled field, and React's own focus during hydration
    // came while the fieldset was still disabled: the field gets it now, unless the person has
    // already put the focus somewhere.
    const active = document.activeElement;
    if (!hydrated || (active && active !== document.body)) return;
    form.current?.querySelector<HTMLElement>('[autofocus]')?.focus();
  }, [hydrated]);
  return (
    <form method="post" ref={form} {...props}>
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
