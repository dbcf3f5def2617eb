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
import { restoreUpload } from '@/lib/creation-session/restore-upload';

export type ComposerSetup = { status: 'checking' } | { status: 'ready'; file: File; context: ContextData };

/**
 * What the options page needs before it may write anything: a user,
 * the stored upload and context, and the file itself, restored 50 ms after the checks. Each
 * gap sends the customer where it can be filled, with the spec's toast.
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

    const timer = setTimeout(() => {
      const { upload } = stored;
      const restored = restoreUpload(upload);
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
    return () => clearTimeout(timer);
  }, [isLoading, signedIn, navigate]);

  return setup;
}
