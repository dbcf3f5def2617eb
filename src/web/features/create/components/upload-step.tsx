import { ArrowRight, Loader2, RefreshCw, Trash2, UploadCloud } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { creationMessages, fileReuploadRequired, uploadServerMessages } from '@shared/creation-messages';
import { acceptedExtensions, acceptedMimeTypes } from '@shared/creation-rules';
import { uploadScreenTexts as texts } from '@shared/creation-screen-texts';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';
import { useChosenMedia } from '../hooks/use-chosen-media';
import { isMobileDevice, uploadProblem } from '../lib/check-upload';
import { clearStoredUpload, readStoredUpload } from '@/lib/creation-session/creation-storage';
import { formatFileSize } from '../lib/format-size';
import { mediaKind, prepareMedia, type ChosenMedia } from '../lib/media-preview';
import { StorageFailedError, storeUpload, UnreadableFileError } from '@/lib/creation-session/store-upload';
import { cancelMediaUpload, startMediaUpload } from '@/lib/creation-session/media-upload';
import { useMediaUpload } from '../hooks/use-media-upload';
import { useMemoryClip } from '../hooks/use-memory-clip';
import { MediaThumbnail } from './media-thumbnail';
import { UploadProgress } from '@/components/upload-progress';

const accept = [...acceptedMimeTypes, ...acceptedExtensions].join(',');

/** Step 1 (/create/upload): choose a photo or video, see it, continue. */
export function UploadStep() {
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const { media, setMedia, reuploadName } = useChosenMedia();
  const clipUrl = useMemoryClip();
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [reuploadNotice, setReuploadNotice] = useState(reuploadName);
  // Known only once the server says the stored upload is gone (a reload after it expired).
  const [namedForReupload, setNamedForReupload] = useState(reuploadName);
  if (reuploadName !== namedForReupload) {
    setNamedForReupload(reuploadName);
    if (reuploadName) setReuploadNotice(reuploadName);
  }
  const upload = useMediaUpload();

  const choose = async (file: File | undefined) => {
    if (!file || busy) return;
    const problem = uploadProblem(file);
    if (problem) return window.alert(problem);
    setBusy(true);
    try {
      await storeUpload(file, { isMobileUpload: isMobileDevice() });
    } catch (error) {
      console.error('Storing the upload failed:', error);
      setBusy(false);
      if (error instanceof UnreadableFileError) toast({ ...creationMessages.unreadableFile, variant: 'destructive' });
      else if (error instanceof StorageFailedError)
        toast({ ...creationMessages.storageFailed, variant: 'destructive' });
      else window.alert(creationMessages.processingError);
      return;
    }
    let next: ChosenMedia;
    try {
      next = await prepareMedia(file);
    } catch {
      // The file is stored; only its thumbnail failed, so show an icon instead.
      next = { file, kind: mediaKind(file), previewUrl: null };
    }
    setMedia(next);
    setReuploadNotice(null);
    setBusy(false);
    // Uploads in the background while the customer goes on to describe it.
    void startMediaUpload(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  const remove = () => {
    cancelMediaUpload();
    clearStoredUpload();
    setMedia(null);
  };

  const continueToContext = async () => {
    // The stored record is what the next screens read; it may have expired meanwhile.
    if (!media || readStoredUpload().status !== 'ok') {
      setMedia(null);
      toast(creationMessages.uploadRequired);
      return;
    }
    await navigate(paths.createContext);
  };

  return (
    <div className="flex flex-col gap-6">
      {reuploadNotice ? (
        <div
          role="status"
          className="rounded-lg border border-accent-foreground/20 bg-accent p-4 text-accent-foreground"
        >
          <p className="font-semibold">{fileReuploadRequired(reuploadNotice).title}</p>
          <p className="text-sm">{fileReuploadRequired(reuploadNotice).description}</p>
        </div>
      ) : null}

      <input
        id={inputId}
        type="file"
        accept={accept}
        aria-label={texts.fileInputLabel}
        aria-describedby={hintId}
        className="peer sr-only"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still counts as a choice.
          event.target.value = '';
          void choose(file);
        }}
      />

      {media ? (
        <div
          className="flex flex-col gap-4 rounded-2xl border bg-card p-4 shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring sm:flex-row sm:items-center sm:p-5"
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
        >
          <MediaThumbnail
            kind={media.kind}
            previewUrl={media.previewUrl}
            clipUrl={clipUrl}
            name={media.file.name}
            className="aspect-[4/3] w-full shrink-0 sm:w-56"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div>
              <p className="text-xs font-semibold tracking-wide text-primary uppercase">{texts.chosenHeading}</p>
              <p className="truncate text-lg font-medium" title={media.file.name}>
                {media.file.name}
              </p>
              <p className="text-sm text-muted-foreground">
                {media.kind === 'video' ? texts.videoLabel : texts.photoLabel} ·{' '}
                {formatFileSize(media.size ?? media.file.size)}
              </p>
            </div>
            <UploadProgress upload={upload} onCancel={remove} />
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <label htmlFor={inputId} className="cursor-pointer">
                  <RefreshCw aria-hidden />
                  {texts.replace}
                </label>
              </Button>
              <Button variant="ghost" size="sm" onClick={remove} disabled={busy}>
                <Trash2 aria-hidden />
                {texts.remove}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex min-h-72 cursor-pointer flex-col items-center justify-center gap-4 rounded-2xl border-2 border-dashed bg-card px-6 py-10 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:border-primary/60 hover:bg-secondary/40',
            dragging ? 'border-primary bg-secondary/60' : 'border-input',
          )}
        >
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-secondary text-primary">
            <UploadCloud className="h-8 w-8" aria-hidden />
          </span>
          <span className="flex flex-col gap-1">
            {/* Phones have no drag and drop: they tap. */}
            <span className="text-lg font-semibold sm:hidden">{texts.tapTitle}</span>
            <span className="hidden text-lg font-semibold sm:inline">
              {dragging ? texts.dropActive : texts.dropTitle}
            </span>
            <span className="hidden text-muted-foreground sm:inline">{texts.dropOr}</span>
          </span>
          <span id={hintId} className="flex flex-col gap-1 text-sm text-muted-foreground">
            <span className="font-medium tracking-wide text-foreground">{texts.acceptedFormats}</span>
            <span>{uploadServerMessages.sizeHint}</span>
          </span>
        </label>
      )}

      {busy ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          {texts.preparing}
        </p>
      ) : null}

      <p className="text-center text-xs text-muted-foreground">{texts.privacyNote}</p>

      {media ? (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 p-4 backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0">
          <div className="mx-auto flex max-w-2xl justify-end">
            <Button size="lg" className="w-full sm:w-auto" onClick={continueToContext} disabled={busy}>
              {texts.continue}
              <ArrowRight aria-hidden />
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
