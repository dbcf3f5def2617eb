/**
 * Credits that third-party artwork's licences require, worded once: the site shows them (the
 * landing page's footer) and the README repeats them.
 */
export const artworkCredits = {
  /** The emoji drawn in card texts (@twemoji/svg; the artwork is CC-BY 4.0, which asks for this credit). */
  twemoji: {
    text: 'Twemoji graphics by Twitter, Inc and other contributors, licensed CC-BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  },
} as const;
