/**
 * For sections below the hero: the browser skips their layout and paint until the visitor
 * scrolls near them (content-visibility), which keeps the phone's main thread free while the
 * page loads. Until first shown a section counts as 1000 px tall; after, its real height is
 * remembered (auto), so the scrollbar and anchors settle.
 */
export const offscreenSection = '[content-visibility:auto] [contain-intrinsic-size:auto_1000px]';
