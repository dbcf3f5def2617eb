import { uploadScreenTexts } from '@shared/creation-screen-texts';
import { CreationLayout } from '@/features/create/components/creation-layout';
import { UploadStep } from '@/features/create/components/upload-step';

export default function CreateUploadPage() {
  return (
    <CreationLayout step={1} title={uploadScreenTexts.heading} intro={uploadScreenTexts.intro}>
      <UploadStep />
    </CreationLayout>
  );
}
