import { uploadScreenTexts } from '@shared/creation-screen-texts';
import { CardForNote } from '@/features/create/components/card-for-note';
import { CreationLayout } from '@/features/create/components/creation-layout';
import { UploadStep } from '@/features/create/components/upload-step';
import { useCardForLink } from '@/features/create/hooks/use-card-for-link';

export default function CreateUploadPage() {
  const cardFor = useCardForLink();
  return (
    <CreationLayout step={1} title={uploadScreenTexts.heading} intro={uploadScreenTexts.intro}>
      <CardForNote cardFor={cardFor} />
      <UploadStep />
    </CreationLayout>
  );
}
