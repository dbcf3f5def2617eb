import { designPageLabels } from './card-design-rules.js';
import { cardPriceCents, formatUsd } from './pricing.js';

/**
 * The landing page's texts that the spec names word for word (sections 1 and 2). The landing
 * components and its end-to-end test both import them, so a change lands in both.
 */
export const landingTexts = {
  /** The hero's headline; its last word is emphasised. */
  headline: { lead: 'Turn a memory into a card they’ll', emphasis: 'keep' },
  createCard: 'Create Card',
  /** The examples' toggle. */
  tones: { sentimental: 'Sentimental', roast: 'Playful Roast' },
  /** The flipbook's four pages, in the order it turns them: the printed card's own page names. */
  flipbookPages: [
    designPageLabels.front,
    designPageLabels.insideLeft,
    designPageLabels.insideRight,
    designPageLabels.back,
  ],
  /** The three-step explainer. */
  steps: { upload: 'Upload a memory', vibe: 'Choose a vibe', card: 'Get the card' },
  /** The spec's Account, Contact and FAQ, and the Terms and Privacy pages of issue 19. */
  footer: { account: 'Account', terms: 'Terms', privacy: 'Privacy', contact: 'Contact', faq: 'FAQ' },
} as const;

/**
 * What search engines and link previews read about Keepsake: the pages' description meta
 * (index.html and landing.html, filled in by vite.config.ts) and the landing page's share tags.
 */
export const siteDescription = `Turn a photo or video into a personalised, AI-written, printed greeting card. ${formatUsd(cardPriceCents)} with free worldwide shipping.`;
