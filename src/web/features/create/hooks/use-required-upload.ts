import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@shared/routes';
import { readStoredUpload } from '@/lib/creation-session/creation-storage';

/**
 * Sends the customer back to the upload screen when there is no usable stored upload
 * (missing, invalid or older than 10 minutes; /create/context).
 */
export function useRequiredUpload(): boolean {
  const [present] = useState(() => readStoredUpload().status === 'ok');
  const navigate = useNavigate();
  useEffect(() => {
    if (!present) void navigate(paths.createUpload, { replace: true });
  }, [present, navigate]);
  return present;
}
