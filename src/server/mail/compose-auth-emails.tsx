import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { authRules } from '../../shared/auth-rules.js';
import type { MailMessage } from './mailer.js';
import { CodeEmail } from './templates/code-email.js';
import { LinkEmail } from './templates/link-email.js';

async function compose(to: string, subject: string, element: ReactElement, devNote?: string): Promise<MailMessage> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { to, subject, html, text, devNote };
}

export function signupCodeEmail(to: string, code: string): Promise<MailMessage> {
  return compose(
    to,
    `${code} is your Keepsake verification code`,
    <CodeEmail
      heading="Verify your email"
      intro="Welcome to Keepsake! Enter this code to finish creating your account."
      code={code}
      minutesValid={authRules.codeTtlMinutes}
    />,
    `code ${code}`,
  );
}

export function loginCodeEmail(to: string, code: string): Promise<MailMessage> {
  return compose(
    to,
    `${code} is your Keepsake login code`,
    <CodeEmail
      heading="Your login code"
      intro="Enter this code to log in to Keepsake."
      code={code}
      minutesValid={authRules.codeTtlMinutes}
    />,
    `code ${code}`,
  );
}

export function emailChangeCodeEmail(to: string, code: string): Promise<MailMessage> {
  return compose(
    to,
    `${code} confirms your new Keepsake email`,
    <CodeEmail
      heading="Confirm your new email"
      intro="Enter this code in Keepsake to make this your account's email address."
      code={code}
      minutesValid={authRules.emailChangeCodeTtlMinutes}
    />,
    `code ${code}`,
  );
}

export function passwordResetEmail(to: string, url: string): Promise<MailMessage> {
  return compose(
    to,
    'Reset your Keepsake password',
    <LinkEmail
      heading="Reset your password"
      intro="Someone (hopefully you) asked to reset the password of your Keepsake account."
      buttonLabel="Choose a new password"
      url={url}
      expiry={`The link works once, for ${authRules.resetTokenTtlMinutes} minutes.`}
    />,
    url,
  );
}

export function emailConfirmationEmail(to: string, url: string): Promise<MailMessage> {
  return compose(
    to,
    'Confirm your Keepsake account',
    <LinkEmail
      heading="Confirm your email"
      intro="Thanks for signing up for Keepsake! Confirm your email address to start creating cards."
      buttonLabel="Confirm my email"
      url={url}
      expiry={`The link works once, for ${authRules.confirmationTokenTtlHours} hours.`}
    />,
    url,
  );
}
