import { CheckCircle2, X } from 'lucide-react';
import { uploadScreenTexts as texts } from '@shared/creation-screen-texts';
import { Button } from '@/components/ui/button';
import type { MediaUploadState } from '@/lib/media-upload';
import { cn } from '@/lib/cn';

/** How the upload is going, in words a screen reader reads out as the bar moves. */
export function uploadProgressText(upload: MediaUploadState): string {
  if (upload.status === 'done') return texts.uploaded;
  if (upload.status === 'retrying') return `${upload.percent}% · ${texts.uploadPaused}`;
  return `${upload.percent}% · ${texts.timeLeft(upload.secondsLeft)}`;
}

/**
 * The memory's upload: a bar with percent and time left, and a way to stop it where the file
 * can be chosen again (the upload screen; not while describing it).
 */
export function UploadProgress({ upload, onCancel }: { upload: MediaUploadState; onCancel?: () => void }) {
  if (upload.status === 'idle') return null;
  if (upload.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-destructive">
        {upload.error ?? texts.uploadPaused}
      </p>
    );
  }
  const text = uploadProgressText(upload);
  const done = upload.status === 'done';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-1 font-medium">
          {done ? <CheckCircle2 className="h-4 w-4 text-primary" aria-hidden /> : null}
          {done ? texts.uploaded : texts.uploading}
        </span>
        <span className="text-muted-foreground" aria-hidden>
          {done ? null : text}
        </span>
        {done || !onCancel ? null : (
          <Button variant="ghost" size="sm" onClick={onCancel} aria-label={texts.cancelUpload}>
            <X aria-hidden />
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={texts.uploading}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={upload.percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-secondary"
      >
        <div
          className={cn('h-full rounded-full bg-primary transition-[width]', done && 'bg-primary/80')}
          style={{ width: `${upload.percent}%` }}
        />
      </div>
    </div>
  );
}
