import { useState } from 'react';
import { contextScreenTexts } from '@shared/creation-screen-texts';
import { CardForNote } from '@/features/create/components/card-for-note';
import { ContextStep } from '@/features/create/components/context-step';
import { CreationLayout } from '@/features/create/components/creation-layout';
import { useRequiredUpload } from '@/features/create/hooks/use-required-upload';
import { readCardFor } from '@/lib/creation-session/card-for';

export default function CreateContextPage() {
  const hasUpload = useRequiredUpload();
  // Started from an occasion reminder: say whose occasion the card is for.
  const [cardFor] = useState(readCardFor);
  return (
    <CreationLayout step={2} title={contextScreenTexts.heading} intro={contextScreenTexts.intro}>
      {hasUpload ? (
        <>
          <CardForNote cardFor={cardFor} />
          <ContextStep />
        </>
      ) : null}
    </CreationLayout>
  );
}
