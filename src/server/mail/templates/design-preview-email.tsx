import { Button, Column, Img, Link, Row, Section, Text } from '@react-email/components';
import { designScreenTexts as texts } from '../../../shared/card-design-texts.js';
import { EmailLayout, emailStyles } from './layout.js';

interface DesignPreviewEmailProps {
  heading: string;
  intro: string;
  /** The approval deadline of an order with an arrive-by date. */
  deadline?: string | undefined;
  pages: { label: string; url: string }[];
  checks: string[];
  approveUrl: string;
  changeUrl: string;
  ordersUrl: string;
  roundsLine: string;
  expiryLine: string;
}

/** The card preview: the four pages as images, any pre-print warnings, and the two links. */
export function DesignPreviewEmail(props: DesignPreviewEmailProps) {
  const rows = [props.pages.slice(0, 2), props.pages.slice(2, 4)];
  return (
    <EmailLayout preview={props.intro} heading={props.heading}>
      <Text style={emailStyles.paragraph}>{props.intro}</Text>
      {props.deadline ? <Text style={{ ...emailStyles.paragraph, fontWeight: 600 }}>{props.deadline}</Text> : null}
      <Section>
        {rows.map((row, index) => (
          <Row key={index}>
            {row.map((page) => (
              <Column key={page.label} style={{ width: '50%', padding: '4px', verticalAlign: 'top' }}>
                <Img
                  src={page.url}
                  alt={`${page.label} of your card`}
                  width="240"
                  style={{ width: '100%', maxWidth: '240px', height: 'auto', border: '1px solid #e7e1da' }}
                />
                <Text style={{ ...emailStyles.small, margin: '4px 0 12px', textAlign: 'center' as const }}>
                  {page.label}
                </Text>
              </Column>
            ))}
          </Row>
        ))}
      </Section>
      {props.checks.length > 0 ? (
        <Section
          style={{ backgroundColor: '#fff7ed', border: '1px solid #fed7aa', borderRadius: '8px', padding: '12px 16px' }}
        >
          <Text style={{ ...emailStyles.paragraph, fontWeight: 600, margin: '0 0 8px' }}>{texts.checksHeading}</Text>
          {props.checks.map((check) => (
            <Text key={check} style={{ ...emailStyles.small, margin: '0 0 6px' }}>
              {check}
            </Text>
          ))}
        </Section>
      ) : null}
      <Section style={{ margin: '24px 0 8px' }}>
        <Button href={props.approveUrl} style={emailStyles.button}>
          {texts.approve}
        </Button>{' '}
        <Link href={props.changeUrl} style={{ color: '#be123c', fontWeight: 600, marginLeft: '16px' }}>
          {texts.requestChange}
        </Link>
      </Section>
      <Text style={emailStyles.small}>
        {props.roundsLine} {props.expiryLine} You can also review your card from your orders: {props.ordersUrl}
      </Text>
    </EmailLayout>
  );
}
