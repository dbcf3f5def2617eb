import type { ComponentProps } from 'react';
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
  return (
    <form method="post" {...props}>
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
