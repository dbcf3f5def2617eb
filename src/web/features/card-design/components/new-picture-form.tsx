import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { DesignView } from '@shared/api/card-design';
import { designMessages } from '@shared/card-design-rules';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { acceptedExtensions, acceptedMimeTypes } from '@shared/creation-rules';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/upload-progress';
import { useUploadState } from '@/hooks/use-upload-state';
import { ApiError } from '@/lib/api';
import { createMediaUploader } from '@/lib/media-upload';
import { useReplacePicture } from '../api/design';

const accept = [...acceptedMimeTypes, ...acceptedExtensions].join(',');

/**
 * Shown when the order's picture cannot be read: says so, and (to the signed-in owner) takes a
 * new photo or video; the server checks it as checkout does and makes the preview again.
 */
export function NewPictureForm({ design, token }: { design: DesignView; token: string | null }) {
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
      {token ? <p className="text-sm">{texts.newPictureSignIn}</p> : <NewPictureUpload orderId={design.orderId} />}
    </div>
  );
}

/**
 * The file travels as the creation flow's does: a resumable upload with its progress bar, begun
 * as soon as it is chosen (a phone on a weak connection may need minutes for a video). The button
 * then sends only its media id; pressed before the upload is done, it waits for it.
 */
function NewPictureUpload({ orderId }: { orderId: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploader] = useState(() => createMediaUploader());
  const upload = useUploadState(uploader);
  const [submitted, setSubmitted] = useState(false);
  const replace = useReplacePicture(orderId);
  const mediaId = upload.status === 'done' ? upload.mediaId : null;

  useEffect(() => {
    if (submitted && mediaId && replace.isIdle) replace.mutate({ mediaId });
  }, [submitted, mediaId, replace]);

  // Leaving the page stops an upload still under way; a finished one is swept when it expires.
  useEffect(
    () => () => {
      if (uploader.state().status !== 'done') uploader.cancel();
    },
    [uploader],
  );

  const choose = (file: File | undefined) => {
    setSubmitted(false);
    replace.reset();
    if (file) void uploader.start(file);
    else uploader.cancel();
  };

  const cancel = () => {
    choose(undefined);
    if (input.current) input.current.value = '';
  };

  const waiting = replace.isPending || (submitted && !replace.isError && upload.status !== 'failed');
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          replace.reset();
          setSubmitted(true);
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {texts.newPictureLabel}
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept={accept}
            className="text-sm"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </div>
        <Button type="submit" disabled={upload.status === 'idle' || upload.status === 'failed' || waiting}>
          <ImageUp aria-hidden />
          {waiting ? texts.uploadingNewPicture : texts.uploadNewPicture}
        </Button>
      </form>
      <UploadProgress upload={upload} onCancel={cancel} />
      {replace.error ? (
        <p className="text-sm font-medium text-destructive">
          {replace.error instanceof ApiError ? replace.error.message : String(replace.error)}
        </p>
      ) : null}
    </div>
  );
}
