import { creationSessionKeys } from '@shared/creation-session';
import { sessionStore } from '@/lib/storage';
import { clearCardFor } from './card-for';
import { clearChosenPlan, clearStoredUpload, startNewCard } from './creation-storage';
import { clearPendingOrder } from './pending-order';

/**
 * Once the order is paid, the checkout, context and uploaded-file items and the in-memory file
 * are cleared (and a plan chosen on Subscribe & Save, and the occasion a reminder started it for), so the next card starts from a blank
 * page. A pending order saved after an earlier failed attempt is settled too.
 */
export function clearPaidOrderSession(): void {
  startNewCard();
  sessionStore.remove(creationSessionKeys.contextData);
  clearStoredUpload();
  clearChosenPlan();
  clearPendingOrder();
  clearCardFor();
}
