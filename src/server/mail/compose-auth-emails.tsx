import { authRules } from '../../shared/auth-rules.js';
import { composeEmail } from './compose-email.js';
import type { MailMessage } from './mailer.js';
import { CodeEmail } from './templates/code-email.js';
import { LinkEmail } from './templates/link-email.js';

export function signupCodeEmail(to: string, code: string): Promise<MailMessage> {
  return composeEmail(
    { to, subject: `${code} is your Keepsake verification code`, devNote: `code ${code}` },
    <CodeEmail
      heading="Verify your email"
      intro="Welcome to Keepsake! Enter this code to finish creating your account."
      code={code}
      minutesValid={authRules.codeTtlMinutes}
    />,
  );
}

export function loginCodeEmail(to: string, code: string): Promise<MailMessage> {
  return composeEmail(
    { to, subject: `${code} is your Keepsake login code`, devNote: `code ${code}` },
    <CodeEmail
      heading="Your login code"
      intro="Enter this code to log in to Keepsake."
      code={code}
      minutesValid={authRules.codeTtlMinutes}
    />,
  );
}

export function emailChangeCodeEmail(to: string, code: string): Promise<MailMessage> {
  return composeEmail(
    { to, subject: `${code} confirms your new Keepsake email`, devNote: `code ${code}` },
    <CodeEmail
      heading="Confirm your new email"
      intro="Enter this code in Keepsake to make this your account's email address."
      code={code}
      minutesValid={authRules.emailChangeCodeTtlMinutes}
    />,
  );
}

export function passwordResetEmail(to: string, url: string): Promise<MailMessage> {
  return composeEmail(
    { to, subject: 'Reset your Keepsake password', devNote: url },
    <LinkEmail
      heading="Reset your password"
      intro="Someone (hopefully you) asked to reset the password of your Keepsake account."
      buttonLabel="Choose a new password"
      url={url}
      expiry={`The link works once, for ${authRules.resetTokenTtlMinutes} minutes.`}
    />,
  );
}

export function emailConfirmationEmail(to: string, url: string): Promise<MailMessage> {
  return composeEmail(
    { to, subject: 'Confirm your Keepsake account', devNote: url },
    <LinkEmail
      heading="Confirm your email"
      intro="Thanks for signing up for Keepsake! Confirm your email address to start creating cards."
      buttonLabel="Confirm my email"
      url={url}
      expiry={`The link works once, for ${authRules.confirmationTokenTtlHours} hours.`}
    />,
  );
}
