import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailMessage } from './mailer.js';
import { NoticeEmail, type NoticeEmailProps } from './templates/notice-email.js';

/**
 * The one way an e-mail is made: a template rendered as HTML and as plain text (mail clients
 * that show no HTML, and spam filters that want both). Every e-mail's words live in
 * mail/compose-<capability>-emails.tsx and take plain data; the capability works out the
 * recipient and the links.
 */
export async function composeEmail(
  envelope: { to: string; subject: string; devNote?: string },
  element: ReactElement,
): Promise<MailMessage> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { ...envelope, html, text };
}

/** A short notice (NoticeEmail): a heading, paragraphs and an optional button. */
export function composeNoticeEmail(
  envelope: { to: string; subject: string; devNote?: string },
  props: NoticeEmailProps,
): Promise<MailMessage> {
  return composeEmail(envelope, <NoticeEmail {...props} />);
}
