import { optionsScreenTexts } from '@shared/creation-screen-texts';
import { CardComposer } from '@/features/create/components/card-composer';
import { CreationLayout } from '@/features/create/components/creation-layout';
import { useComposerSetup } from '@/features/create/hooks/use-composer-setup';

export default function CreateOptionsPage() {
  const setup = useComposerSetup();
  return (
    <CreationLayout step={3} wide title={optionsScreenTexts.heading} intro={optionsScreenTexts.intro}>
      <CardComposer setup={setup} />
    </CreationLayout>
  );
}
