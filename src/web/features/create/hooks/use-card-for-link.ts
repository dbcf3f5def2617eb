import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@shared/routes';
import type { CardFor } from '@shared/creation-session';
import { clearCardFor, readCardFor, saveCardFor } from '@/lib/creation-session/card-for';
import { readOccasionCard } from '../api/read-occasion-card';

/**
 * Step 1 opened from a reminder (/create?for=<token>): the token is read once, whose occasion
 * it is goes into the creation session for the later steps and checkout, and the token leaves
 * the address bar (for /create/upload, so a reload keeps it). A link that no longer works
 * (expired, its occasion deleted) starts a plain card, and so does every plain 'Create a card'
 * link, which all lead to /create: an earlier reminder's person must not carry over into it.
 */
export function useCardForLink(): CardFor | null {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const token = searchParams.get('for');
  const [cardFor, setCardFor] = useState<CardFor | null>(() => {
    if (!token && pathname === paths.create) clearCardFor();
    return readCardFor();
  });

  useEffect(() => {
    if (!token) return;
    let current = true;
    readOccasionCard(token)
      .then((card) => {
        saveCardFor(card);
        if (current) setCardFor(card);
      })
      .catch(() => {
        // The card is still made; it is just not marked as for them (nor for anyone before).
        clearCardFor();
        if (current) setCardFor(null);
      })
      .finally(() => {
        if (current) void navigate(paths.createUpload, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [token, navigate]);

  return cardFor;
}
