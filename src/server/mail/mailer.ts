export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A line for the development log (e.g. the code), so a developer need not open the mailbox. */
  devNote?: string;
  /** Extra headers, e.g. a reminder's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/** Sends e-mail. Embedded: the outbox (stored, logged, readable at /dev/mailbox). Production: SMTP. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
