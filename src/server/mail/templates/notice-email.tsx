import { Button, Link, Text } from '@react-email/components';
import { EmailLayout, emailStyles } from './layout.js';

export interface NoticeEmailProps {
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Further links under the button (a refund's credit note), each on its own line. */
  links?: { label: string; url: string }[];
}

/** A short message with an optional button: receipts, payment problems, status updates. */
export function NoticeEmail({ heading, paragraphs, button, links = [] }: NoticeEmailProps) {
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
      {links.map((link) => (
        <Text key={link.url} style={emailStyles.paragraph}>
          <Link href={link.url}>{link.label}</Link>
        </Text>
      ))}
    </EmailLayout>
  );
}
