import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@shared/routes';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { readCheckoutData, readContextData } from '@/lib/creation-session/creation-storage';

/** /create/checkout: the saved choice goes to the checkout; without one, back to the options. */
export default function CreateCheckoutPage() {
  const navigate = useNavigate();
  // Read once: paying clears these items, and the page must not bounce away while it navigates on.
  const [saved] = useState(() => {
    const checkoutData = readCheckoutData();
    const contextData = readContextData();
    return checkoutData && contextData ? { checkoutData, contextData } : null;
  });

  useEffect(() => {
    if (!saved) void navigate(paths.createOptions, { replace: true });
  }, [saved, navigate]);

  return saved ? <CheckoutScreen checkoutData={saved.checkoutData} contextData={saved.contextData} /> : null;
}
