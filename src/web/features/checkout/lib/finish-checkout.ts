import { creationSessionKeys } from '@shared/creation-session';
import { clearChosenPlan, clearStoredUpload, startNewCard } from '@/features/create/lib/creation-storage';
import { removeItem } from '@/features/create/lib/session-store';
import { clearPendingOrder } from '@/features/payments/lib/pending-order';

/**
 * Spec section 4: once the order is paid, the checkout, context and uploaded-file items and the
 * in-memory file are cleared (and a plan chosen on Subscribe & Save), so the next card starts from a blank page. A pending order saved
 * after an earlier failed attempt is settled too.
 */
export function clearPaidOrderSession(): void {
  startNewCard();
  removeItem(creationSessionKeys.contextData);
  clearStoredUpload();
  clearChosenPlan();
  clearPendingOrder();
}
