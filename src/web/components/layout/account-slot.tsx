import type { ReactNode } from 'react';

/**
 * Marks the parts of a signed-in account area (the empty slot, the pulsing placeholder, the
 * greeting with cart and avatar), so a header can keep one room for all of them: the landing
 * header's `accountRoom`. Whichever of them shows, nothing around it moves.
 */
export const signedInAccount = { 'data-account': 'signed-in' } as const;

/** The signed-in account area while it has nothing to show yet (its code or the user loading). */
export function AccountSlot({ children }: { children?: ReactNode }) {
  return (
    <div {...signedInAccount} className="flex items-center">
      {children ?? <div className="h-9 w-9" aria-hidden />}
    </div>
  );
}
