/**
 * What other capabilities may use of accounts: the context their services run in, the
 * one-time codes that prove an address, and the user records. The guards that protect
 * routes are in auth-plugin.ts.
 */
export type { AuthContext } from './context.js';
export { assertResendAllowed, consumeCode, issueCode, withdrawCode } from './email-codes.js';
export { findUserByEmail, roleFor, toUser } from './users.js';
