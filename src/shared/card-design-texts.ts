import { cardDesignRules } from './card-design-rules.js';

/** The card review pages' words; the preview e-mail uses the same ones. */
export const designScreenTexts = {
  approveTitle: 'Your card design',
  changeTitle: 'Request a change',
  orderLine: (orderNumber: string) => `Order ${orderNumber}`,
  loading: 'Loading your card…',
  rendering: 'We are making your new preview. This takes a few seconds…',
  firstRendering: 'Your card preview is being made. We will e-mail it to you as soon as it is ready.',
  approve: 'Approve and print',
  approving: 'Approving…',
  requestChange: 'Request a change',
  /** Heads the pre-print checks, on the preview page and in the e-mail. */
  checksHeading: 'Before you approve',
  approvedHeading: 'Approved! Your card is on its way to print.',
  approvedBody: 'We print your card and ship it. You can follow it in your orders.',
  awaitingIntro: 'Here is your card, page by page. Approve it and we print and ship it, or tell us what to change.',
  roundsRule: (left: number) =>
    `You can ask for changes up to ${cardDesignRules.maxChangeRounds} times. ${left === 1 ? '1 round' : `${left} rounds`} left.`,
  noRoundsLeft: `You have used all ${cardDesignRules.maxChangeRounds} rounds of changes; please approve the card or contact us.`,
  changeIntro: 'Edit the words and pick a style; we make a new preview for you to approve.',
  frontLabel: 'Front text',
  insideLabel: 'Inside text',
  backLabel: 'Back text',
  styleLegend: 'Style',
  noteLabel: 'Anything else we should know? (optional)',
  submitChange: 'Make my new preview',
  submittingChange: 'Sending…',
  newPreviewReady: 'Your new preview is ready. We have also e-mailed it to you with fresh links to approve it.',
  backToPreview: 'Back to the preview',
  /** An older preview e-mail's link, after a change made a newer preview. */
  linkReplaced:
    'This link is for an earlier preview of your card, which has been replaced by a newer one. Use the links in the newest e-mail, or open the newest preview here.',
  openCurrentPreview: 'Open the newest preview',
  signInToReview: 'Sign in to see your card',
  viewOrders: 'View your orders',
  downloadPdf: 'Download the print PDF',
  stylePreviewsHint: 'Each style shows the front of your card, drawn from your own photo.',
  stylePreviewsLoading: 'Drawing your picture in every style…',
  stylePreviewsFailed: 'Your picture could not be drawn in each style just now; the tiles show an approximation.',
  styleFrontAlt: (style: string) => `Your card front in the ${style} style`,
  /** A page preview's accessible name: the page, then its words, so a screen reader hears the card. */
  pageImageName: (page: string, words: string) => `${page}: ${words}`,
  blankPage: 'blank',
  cardPagesLabel: 'Your card, page by page',
  newPictureHeading: 'We need a new picture',
  newPictureLabel: 'New photo or video',
  uploadNewPicture: 'Upload a new picture',
  uploadingNewPicture: 'Uploading…',
  newPictureSignIn: 'Sign in and open this order to upload a new picture.',
  pictureFailedBadge: 'Picture unreadable',
} as const;
