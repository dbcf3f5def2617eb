import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

const colors = { rose: '#be123c', ink: '#1c1917', muted: '#57534e', paper: '#fffbf7', line: '#e7e1da' };

/** The frame of every Keepsake e-mail: our name, a heading, the body, and a quiet footer. */
export function EmailLayout({ preview, heading, children }: { preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.paper, fontFamily: 'Helvetica, Arial, sans-serif', color: colors.ink }}>
        <Container style={{ maxWidth: '520px', margin: '0 auto', padding: '32px 24px' }}>
          <Text style={{ fontSize: '20px', fontWeight: 700, color: colors.rose, margin: '0 0 24px' }}>♥ Keepsake</Text>
          <Heading as="h1" style={{ fontSize: '24px', margin: '0 0 16px' }}>
            {heading}
          </Heading>
          <Section>{children}</Section>
          <Hr style={{ borderColor: colors.line, margin: '32px 0 16px' }} />
          <Text style={{ fontSize: '12px', color: colors.muted }}>
            Keepsake turns your memories into personalised, printed greeting cards. If you did not expect this e-mail,
            you can ignore it.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const emailStyles = {
  paragraph: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  code: {
    fontSize: '32px',
    fontWeight: 700,
    letterSpacing: '8px',
    backgroundColor: '#ffffff',
    border: `1px solid ${colors.line}`,
    borderRadius: '8px',
    padding: '16px',
    textAlign: 'center' as const,
    margin: '0 0 16px',
  },
  button: {
    backgroundColor: colors.rose,
    color: '#ffffff',
    borderRadius: '8px',
    padding: '12px 20px',
    fontWeight: 600,
    textDecoration: 'none',
    display: 'inline-block',
  },
  small: { fontSize: '13px', color: colors.muted, lineHeight: '20px' },
} as const;
