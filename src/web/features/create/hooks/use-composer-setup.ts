import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { creationMessages, fileReuploadRequired } from '@shared/creation-messages';
import type { ContextData } from '@shared/creation-session';
import { paths } from '@shared/routes';
import { timings } from '@/config/timings';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { toast } from '@/hooks/use-toast';
import {
  clearStoredUpload,
  markRequiresReupload,
  readContextData,
  readStoredUpload,
} from '@/lib/creation-session/creation-storage';
import { restoreFromMedia } from '@/lib/creation-session/restore-from-media';
import { restoreUpload } from '@/lib/creation-session/restore-upload';

export type ComposerSetup = { status: 'checking' } | { status: 'ready'; file: File; context: ContextData };

/**
 * What the options page needs before it may write anything: a user,
 * the stored upload and context, and the file itself, restored 50 ms after the checks. A file
 * lost to a reload comes back as a picture of its finished upload (media id), when the server
 * still has it. Each gap sends the customer where it can be filled, with the spec's toast.
 */
export function useComposerSetup(): ComposerSetup {
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const signedIn = Boolean(user);
  const [setup, setSetup] = useState<ComposerSetup>({ status: 'checking' });

  useEffect(() => {
    if (isLoading) return;
    const goTo = (path: string) => void navigate(path, { replace: true });
    if (!signedIn) return goTo(paths.authEmail);
    const stored = readStoredUpload();
    const context = readContextData();
    if (stored.status !== 'ok' || !context?.memoryDescription.trim()) return goTo(paths.createUpload);

    let cancelled = false;
    const timer = setTimeout(() => {
      const { upload } = stored;
      const restored = restoreUpload(upload);
      if (restored.status === 'missing' && upload.mediaId) {
        void restoreFromMedia(upload.mediaId, upload.name).then((fromMedia) => {
          if (cancelled) return;
          if (fromMedia.status === 'ok') return setSetup({ status: 'ready', file: fromMedia.file, context });
          // Expired (or unreachable): the spec's re-upload path, as without a media id.
          markRequiresReupload(upload);
          toast(creationMessages.pleaseReupload);
          goTo(paths.createUpload);
        });
        return;
      }
      switch (restored.status) {
        case 'ok':
          return setSetup({ status: 'ready', file: restored.file, context });
        case 'missing':
          markRequiresReupload(upload);
          toast(creationMessages.pleaseReupload);
          return goTo(paths.createUpload);
        case 'mismatch':
          markRequiresReupload(upload);
          toast(fileReuploadRequired(upload.name));
          return goTo(paths.createUpload);
        case 'broken':
          clearStoredUpload();
          toast({ ...creationMessages.fileError, variant: 'destructive' });
          return goTo(paths.createUpload);
      }
    }, timings.restoreFileOnOptionsMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [isLoading, signedIn, navigate]);

  return setup;
}
