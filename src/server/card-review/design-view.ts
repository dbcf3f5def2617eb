import type { DesignView } from '../../shared/api/card-design.js';
import { cardDesignRules, designPageLabels, designPageNames } from '../../shared/card-design-rules.js';
import type { CardDeps } from './card-deps.js';
import type { Viewer } from './design-access.js';
import {
  findDesign,
  findReview,
  listChangeRequests,
  newestReadyDesign,
  styleOf,
  type OrderRow,
} from './design-records.js';
import type { PrintCheck } from '../card-renderer/card-renderer.js';
import { memoryLink } from '../orders/orders.js';
import { signFileUrl } from './review-links.js';

/** URLs handed to a page stay valid a day; they are signed again on every load. */
const pageUrlLifetimeDays = 1;

/**
 * What the review pages, /account/orders and the admin show about an order's card: the newest
 * ready pages (signed URLs), the pre-print checks, where the review stands and what may be done.
 */
export async function designView(
  deps: CardDeps,
  order: OrderRow,
  viewer: Viewer,
  options: { nextToken?: string } = {},
): Promise<DesignView> {
  const review = await findReview(deps.db, order.id);
  const shown = await newestReadyDesign(deps.db, order.id);
  const current = review ? await findDesign(deps.db, order.id, review.currentRevision) : undefined;
  const now = deps.clock.now();
  // Same-origin paths: the page may be served under another host than PUBLIC_URL (a proxy, a
  // preview deployment), and the content security policy only allows images from 'self'.
  const fileUrl = (name: string) =>
    signFileUrl(deps.secret, { orderId: order.id, revision: shown!.revision, name }, now, pageUrlLifetimeDays);
  const used = review?.changeRounds ?? 0;
  const state = review?.state ?? 'rendering';
  const linkIsCurrent = viewer.via !== 'link' || viewer.token.revision === review?.currentRevision;
  // Once approved, the page says so whatever link opened it; before, an old link must not pass
  // for the current one.
  const linkReplaced = !linkIsCurrent && !!review && review.state !== 'approved';
  const awaiting =
    state === 'awaiting_approval' && order.paymentStatus === 'paid' && !order.cancelledAt && linkIsCurrent;
  const texts = current ?? shown;
  const pictureFailed = current?.status === 'failed';
  const choices = texts ? texts.designChoices : order.designChoices;
  const requests = await listChangeRequests(deps.db, order.id);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    state,
    revision: shown?.revision ?? null,
    rendering: state === 'rendering' && !pictureFailed,
    pictureFailed,
    style: styleOf(texts?.style ?? order.cardStyle),
    texts: {
      front: texts?.front ?? order.cardFront,
      inside: texts?.inside ?? order.cardInside,
      back: texts?.back ?? order.cardBack,
    },
    pages: shown
      ? designPageNames.map((name) => ({ name, label: designPageLabels[name], url: fileUrl(`${name}.webp`) }))
      : [],
    pdfUrl: shown && viewer.via !== 'link' ? fileUrl('card.pdf') : null,
    checks: (shown?.checks ?? []) as PrintCheck[],
    effectiveDpi: shown?.effectiveDpi ?? null,
    // The latest revision's, like the texts and style: what the change editor starts from.
    crop: choices?.crop ?? null,
    textScale: choices?.textScale ?? null,
    memoryUrl: memoryLink({ secret: deps.secret, now: () => now }, order, 'picture'),
    picture: shown?.pictureSize ?? null,
    changeRounds: {
      used,
      max: cardDesignRules.maxChangeRounds,
      left: Math.max(0, cardDesignRules.maxChangeRounds - used),
    },
    canApprove: awaiting,
    canRequestChange: awaiting && used < cardDesignRules.maxChangeRounds,
    approvedAt: review?.approvedAt?.toISOString() ?? null,
    changeRequests: requests.map((request) => ({
      createdAt: request.createdAt.toISOString(),
      fromRevision: request.fromRevision,
      toRevision: request.toRevision,
      style: request.style,
      front: request.front,
      inside: request.inside,
      back: request.back,
      note: request.note,
      via: request.via,
    })),
    linkReplaced,
    nextToken: options.nextToken ?? null,
  };
}
