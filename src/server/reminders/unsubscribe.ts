import { paths } from '../../shared/routes.js';
import { readSignedToken, signToken } from '../security/signed-urls.js';

// A purpose of its own, so no other signed token (review links, invoices) passes as this one.
const purpose = 'reminders-unsubscribe';

export interface UnsubscribeLink {
  /** The page a person opens from the e-mail's footer: one click turns reminders off. */
  pageUrl: string;
  /** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` here, with no page. */
  postUrl: string;
  /** The `List-Unsubscribe` and `List-Unsubscribe-Post` headers every reminder carries. */
  headers: Record<string, string>;
}

/**
 * The signed, never-expiring unsubscribe link for one account's reminders (occasions and plan
 * renewal notices). It carries no expiry because a reminder may be read a year late, and
 * turning reminders off is harmless to grant to whoever holds the e-mail.
 */
export function unsubscribeLink(secret: string, publicUrl: string, userId: string): UnsubscribeLink {
  const token = signToken(secret, purpose, userId);
  const query = `?token=${encodeURIComponent(token)}`;
  const postUrl = `${publicUrl}/api/reminders/unsubscribe${query}`;
  return {
    pageUrl: `${publicUrl}${paths.remindersUnsubscribe}${query}`,
    postUrl,
    headers: { 'List-Unsubscribe': `<${postUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The account a token unsubscribes, or null when it was not signed by us. */
export function unsubscribeUserId(secret: string, token: string): string | null {
  return readSignedToken(secret, purpose, token);
}
