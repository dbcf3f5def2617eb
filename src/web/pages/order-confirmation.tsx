import { useLocation } from 'react-router';
import { OrderConfirmed } from '@/features/checkout/components/order-confirmed';
import { readConfirmationState } from '@/features/checkout/lib/confirmation-state';

export default function OrderConfirmationPage() {
  const location = useLocation();
  return <OrderConfirmed order={readConfirmationState(location.state)} />;
}
