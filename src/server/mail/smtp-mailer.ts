import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket. An e-mail
  // job's claim (send-once.ts) must outlive any live send, so a stuck server is given up on
  // within about a minute and the job retried.
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 },
    { from },
  );
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
