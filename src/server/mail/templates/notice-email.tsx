import { Button, Link, Text } from '@react-email/components';
import { EmailLayout, emailStyles } from './layout.js';

export interface NoticeEmailProps {
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** A second, quieter way on (the order's page under a 'Track your card' button). */
  link?: { label: string; url: string };
}

/** A short message with an optional button: receipts, payment problems, status updates. */
export function NoticeEmail({ heading, paragraphs, button, link }: NoticeEmailProps) {
  return (
    <EmailLayout preview={paragraphs[0] ?? heading} heading={heading}>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} style={emailStyles.paragraph}>
          {paragraph}
        </Text>
      ))}
      {button ? (
        <Button href={button.url} style={emailStyles.button}>
          {button.label}
        </Button>
      ) : null}
      {link ? (
        <Text style={emailStyles.paragraph}>
          <Link href={link.url}>{link.label}</Link>
        </Text>
      ) : null}
    </EmailLayout>
  );
}
