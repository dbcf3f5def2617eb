import { useEffect, useRef, useState } from 'react';
import type { Recipient } from '@shared/api/recipients';
import { useRecipients } from '@/features/address-book/api/recipients';
import { readCardFor } from '@/lib/creation-session/card-for';

/**
 * A card started from an occasion reminder goes to that person: once the address book has
 * loaded, checkout starts on 'Send to someone else' with them chosen and the occasion's day as
 * the arrive-by date (whose sentence then says when to approve). Applied once; anything the
 * buyer changes afterwards stays theirs. A recipient deleted since the reminder is simply not
 * chosen.
 */
export function useOccasionRecipient(signedIn: boolean, apply: (recipient: Recipient, arriveBy: string) => void) {
  const [cardFor] = useState(readCardFor);
  const { data } = useRecipients({ enabled: signedIn && cardFor !== null });
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !cardFor || !data) return;
    applied.current = true;
    const recipient = data.recipients.find((candidate) => candidate.id === cardFor.recipientId);
    if (recipient) apply(recipient, cardFor.date);
  }, [cardFor, data, apply]);
}
