import { Button, Text } from '@react-email/components';
import { EmailLayout, emailStyles } from './layout.js';

export interface NoticeEmailProps {
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
}

/** A short message with an optional button: receipts, payment problems, status updates. */
export function NoticeEmail({ heading, paragraphs, button }: NoticeEmailProps) {
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
    </EmailLayout>
  );
}
