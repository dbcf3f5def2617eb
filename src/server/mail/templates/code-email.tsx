import { Text } from '@react-email/components';
import { EmailLayout, emailStyles } from './layout.js';

interface CodeEmailProps {
  heading: string;
  intro: string;
  code: string;
  minutesValid: number;
}

/** Sign-up verification, login and e-mail-change codes. */
export function CodeEmail({ heading, intro, code, minutesValid }: CodeEmailProps) {
  return (
    <EmailLayout preview={`Your Keepsake code is ${code}`} heading={heading}>
      <Text style={emailStyles.paragraph}>{intro}</Text>
      <Text style={emailStyles.code}>{code}</Text>
      <Text style={emailStyles.small}>
        This code works for {minutesValid} minutes. Never share it: Keepsake will never ask you for it.
      </Text>
    </EmailLayout>
  );
}
