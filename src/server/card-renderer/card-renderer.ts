/**
 * What the rest of the server may use of the renderer: draw a card's pages and PDF, draw the
 * style tiles, read a customer's picture and find its subject, and find the emoji artwork the
 * editor is served.
 * Everything else in this folder is how it does that.
 */
export { pageNames, type PageName } from '../../shared/card-layout/card-geometry.js';
export type { PrintCheck } from './print-checks.js';
export { renderCard } from './render-card.js';
export { fromBuffer, openSourcePicture, type SourcePicture } from './source-picture.js';
export { renderStylePreviews, stylePreviewSourceEdge } from './style-previews.js';
export { renderFrontPicture, subjectCrop } from './front-picture.js';
export { emojiArtPath } from './emoji-art.js';
