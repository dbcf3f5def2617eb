import { Button, Section, Text } from '@react-email/components';
import { EmailLayout, emailStyles } from './layout.js';

interface OrderEmailProps {
  firstName: string;
  orderNumber: string;
  front: string;
  inside: string;
  back: string;
  totalLabel: string;
  paymentLine: string;
  shippingLine: string;
  ordersUrl: string;
}

/** Sent when an order is paid: what was ordered, and that the design preview follows within 24 hours. */
export function OrderEmail(props: OrderEmailProps) {
  const quote = { ...emailStyles.paragraph, fontStyle: 'italic' as const, margin: '0 0 8px' };
  return (
    <EmailLayout
      preview={`Order ${props.orderNumber} is confirmed. Your design preview follows within 24 hours.`}
      heading="Your order is confirmed!"
    >
      <Text style={emailStyles.paragraph}>
        Thank you, {props.firstName}! We have your order {props.orderNumber}. Your card design preview will arrive by
        e-mail within 24 hours; once you approve it, we print your card and ship it.
      </Text>
      <Section
        style={{ backgroundColor: '#ffffff', border: '1px solid #e7e1da', borderRadius: '8px', padding: '16px' }}
      >
        <Text style={emailStyles.small}>Front</Text>
        <Text style={quote}>{props.front}</Text>
        <Text style={emailStyles.small}>Inside</Text>
        <Text style={quote}>{props.inside}</Text>
        <Text style={emailStyles.small}>Back</Text>
        <Text style={quote}>{props.back}</Text>
      </Section>
      <Text style={{ ...emailStyles.paragraph, marginTop: '16px' }}>
        {props.paymentLine}: <strong>{props.totalLabel}</strong>
        <br />
        {props.shippingLine}
      </Text>
      <Button href={props.ordersUrl} style={emailStyles.button}>
        View your orders
      </Button>
    </EmailLayout>
  );
}
