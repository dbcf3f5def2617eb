import type { User } from '../../shared/api/user.js';
import { designMessages } from '../../shared/card-design-rules.js';
import { authServerMessages } from '../../shared/messages.js';
import { AppError } from '../http/app-error.js';
import type { CardDeps } from './card-deps.js';
import { findOrder, type OrderRow } from './design-records.js';
import { readReviewToken, type ReviewToken } from './review-links.js';

export type Viewer =
  | { via: 'link'; token: ReviewToken; user: User | null }
  | { via: 'account'; user: User }
  | { via: 'admin'; user: User };

/**
 * Who may see and act on an order's design: whoever holds a valid link for this very order,
 * its owner, or an admin. Anyone else signed in learns nothing (404, as if there were no order).
 */
export async function resolveViewer(
  deps: CardDeps,
  orderId: string,
  user: User | null,
  token: string | undefined,
): Promise<{ order: OrderRow; viewer: Viewer }> {
  if (token) {
    const link = readReviewToken(deps.secret, token, orderId, deps.clock.now());
    return { order: await findOrder(deps.db, orderId), viewer: { via: 'link', token: link, user } };
  }
  if (!user) throw new AppError('UNAUTHORIZED', authServerMessages.notSignedIn);
  const order = await findOrder(deps.db, orderId);
  if (user.role === 'admin' && order.userId !== user.id) return { order, viewer: { via: 'admin', user } };
  if (order.userId !== user.id) throw new AppError('NOT_FOUND', designMessages.notFound);
  return { order, viewer: { via: 'account', user } };
}
