import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    kind: 'smtp',
    async send({ to, subject, html, text, headers }) {
      await transport.sendMail({ from, to, subject, html, text, headers });
    },
    async close() {
      transport.close();
    },
  };
}
