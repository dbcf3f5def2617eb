import { Button, Link, Text } from '@react-email/components';
import { EmailLayout, emailStyles } from './layout.js';

interface LinkEmailProps {
  heading: string;
  intro: string;
  buttonLabel: string;
  url: string;
  expiry: string;
}

/** Password reset and e-mail confirmation: one button, and the address written out as a fallback. */
export function LinkEmail({ heading, intro, buttonLabel, url, expiry }: LinkEmailProps) {
  return (
    <EmailLayout preview={intro} heading={heading}>
      <Text style={emailStyles.paragraph}>{intro}</Text>
      <Button href={url} style={emailStyles.button}>
        {buttonLabel}
      </Button>
      <Text style={{ ...emailStyles.small, marginTop: '16px' }}>
        {expiry} If the button does not work, open this address: <Link href={url}>{url}</Link>
      </Text>
    </EmailLayout>
  );
}
