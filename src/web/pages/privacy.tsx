import { privacyDocument } from '@shared/privacy-texts';
import { paths } from '@shared/routes';
import { LegalPage } from '@/features/legal/components/legal-page';

/** /privacy, linked from the landing page's footer. */
export default function PrivacyPage() {
  return <LegalPage document={privacyDocument} path={paths.privacy} />;
}
