import { ImageUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { DesignView } from '@shared/api/card-design';
import { designMessages } from '@shared/card-design-rules';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { acceptedExtensions, acceptedMimeTypes } from '@shared/creation-rules';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { useReplacePicture } from '../api/design';

const accept = [...acceptedMimeTypes, ...acceptedExtensions].join(',');

/**
 * Shown when the order's picture cannot be read: says so, and (to the signed-in owner) takes a
 * new photo or video; the server checks it as checkout does and makes the preview again.
 */
export function NewPictureForm({ design, token }: { design: DesignView; token: string | null }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const replace = useReplacePicture(design.orderId);
  return (
    <div
      role="alert"
      data-testid="new-picture"
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-4 text-amber-950"
    >
      <div>
        <p className="font-semibold">{texts.newPictureHeading}</p>
        <p className="text-sm">{designMessages.pictureUnreadable}</p>
      </div>
      {token ? (
        <p className="text-sm">{texts.newPictureSignIn}</p>
      ) : (
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (file) replace.mutate(file);
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium">
              {texts.newPictureLabel}
            </label>
            <input
              id={inputId}
              type="file"
              accept={accept}
              className="text-sm"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <Button type="submit" disabled={!file || replace.isPending}>
            <ImageUp aria-hidden />
            {replace.isPending ? texts.uploadingNewPicture : texts.uploadNewPicture}
          </Button>
        </form>
      )}
      {replace.error ? (
        <p className="text-sm font-medium text-destructive">
          {replace.error instanceof ApiError ? replace.error.message : String(replace.error)}
        </p>
      ) : null}
    </div>
  );
}
