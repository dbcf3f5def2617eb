import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CardFor } from '@shared/creation-session';
import { readCardFor, saveCardFor } from '@/lib/creation-session/card-for';
import { readOccasionCard } from '../api/read-occasion-card';

/**
 * Step 1 opened from a reminder (/create?for=<token>): the token is read once, whose occasion
 * it is goes into the creation session for the later steps and checkout, and the token leaves
 * the address bar. A link that no longer works (expired, its occasion deleted) starts a plain card.
 */
export function useCardForLink(): CardFor | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('for');
  const [cardFor, setCardFor] = useState<CardFor | null>(readCardFor);

  useEffect(() => {
    if (!token) return;
    let current = true;
    readOccasionCard(token)
      .then((card) => {
        saveCardFor(card);
        if (current) setCardFor(card);
      })
      .catch(() => {
        // The card is still made; it is just not marked as for them.
      })
      .finally(() => {
        if (!current) return;
        setSearchParams(
          (params) => {
            params.delete('for');
            return params;
          },
          { replace: true },
        );
      });
    return () => {
      current = false;
    };
  }, [token, setSearchParams]);

  return cardFor;
}
