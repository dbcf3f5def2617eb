/**
 * Where a browser keeps its sign-in (localStorage), and the inline script that reads it before
 * the first paint. Shared because the server's Content-Security-Policy admits that one script
 * by its hash (server/http/security-headers.ts), and the build writes it into every page's head
 * (vite.config.ts): the same text on both sides, or the browser refuses to run it.
 */

/** Values are what browsers already hold: renaming one signs everybody out. */
export const signInStorageKeys = {
  /** The bearer token. */
  authToken: 'keepsake.authToken',
  /** The confirm-email session's refresh token and expiry, beside the token. */
  session: 'keepsake.session',
} as const;

/**
 * Set on `<html>` before the first paint when the browser holds a sign-in. Prerendered pages are
 * drawn for nobody; with it, their header keeps the signed-in account area's room from the start,
 * so the greeting that appears after hydration moves nothing (issue 22: CLS 0).
 */
export const storedSignInAttribute = 'data-stored-sign-in';

const storedKeys = Object.values(signInStorageKeys)
  .map((key) => `s.getItem(${JSON.stringify(key)})!==null`)
  .join('||');

/** Blocking and tiny on purpose: it must run before the first paint. Storage can throw (private modes). */
export const storedSignInScript = `try{var s=window.localStorage;if(${storedKeys})document.documentElement.setAttribute(${JSON.stringify(storedSignInAttribute)},"")}catch(e){}`;
