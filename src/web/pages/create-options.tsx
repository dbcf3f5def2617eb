import { optionsScreenTexts } from '@shared/creation-screen-texts';
import { StylePreviews } from '@/features/card-design/components/style-previews';
import { CardComposer } from '@/features/create/components/card-composer';
import { CreationLayout } from '@/features/create/components/creation-layout';
import { useComposerSetup } from '@/features/create/hooks/use-composer-setup';

export default function CreateOptionsPage() {
  const setup = useComposerSetup();
  return (
    <CreationLayout step={3} wide title={optionsScreenTexts.heading} intro={optionsScreenTexts.intro}>
      <CardComposer setup={setup} />
      {/* The server's renderer draws each style on the customer's own picture (issue 9). */}
      <div className="mt-10 mb-24 sm:mb-0">
        <StylePreviews file={setup.status === 'ready' ? setup.file : null} />
      </div>
    </CreationLayout>
  );
}
