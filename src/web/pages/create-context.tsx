import { contextScreenTexts } from '@shared/creation-screen-texts';
import { ContextStep } from '@/features/create/components/context-step';
import { CreationLayout } from '@/features/create/components/creation-layout';
import { useRequiredUpload } from '@/features/create/hooks/use-required-upload';

export default function CreateContextPage() {
  const hasUpload = useRequiredUpload();
  return (
    <CreationLayout step={2} title={contextScreenTexts.heading} intro={contextScreenTexts.intro}>
      {hasUpload ? <ContextStep /> : null}
    </CreationLayout>
  );
}
