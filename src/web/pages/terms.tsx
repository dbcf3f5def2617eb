import { paths } from '@shared/routes';
import { termsDocument } from '@shared/terms-texts';
import { LegalPage } from '@/features/legal/components/legal-page';

/** /terms, linked from the landing page's footer. */
export default function TermsPage() {
  return <LegalPage document={termsDocument} path={paths.terms} />;
}
