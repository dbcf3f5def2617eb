import { Mail } from 'lucide-react';
import { contactDocument, legalPageTexts, supportEmail } from '@shared/legal-texts';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { LegalPage } from '@/features/legal/components/legal-page';

/** /contact, linked from the landing page's footer: the support address first, then what to write. */
export default function ContactPage() {
  return (
    <LegalPage
      document={contactDocument}
      path={paths.contact}
      lead={
        <Button asChild className="mt-6">
          <a href={`mailto:${supportEmail}`}>
            <Mail aria-hidden />
            {legalPageTexts.writeToUs}
          </a>
        </Button>
      }
    />
  );
}
