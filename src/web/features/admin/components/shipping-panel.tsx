import { Truck } from 'lucide-react';
import { printAdminTexts as texts } from '@shared/print-admin-texts';
import { SectionCard } from '@/components/section-card';
import { MarkShippedButton } from './mark-shipped-dialog';
import { ShipmentsCsvUpload } from './shipments-csv-upload';

/** 'Shipping': printed cards marked shipped one by one, or many at once from the carrier's CSV. */
export function ShippingPanel() {
  return (
    <SectionCard title={texts.shippingTitle} icon={Truck} testId="shipping-section">
      <p className="text-sm text-muted-foreground">{texts.shippingIntro}</p>
      <div>
        <MarkShippedButton />
      </div>
      <ShipmentsCsvUpload />
    </SectionCard>
  );
}
