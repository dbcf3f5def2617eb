import { paths } from '@shared/routes';
import { flowKeys, readFlowItem } from './flow-storage';

/**
 * Where a completed login continues: back into the card the visitor was making.
 * Both an upload and its context -> options; only an upload -> context; nothing -> upload.
 */
export function postLoginPath(stored: { hasUploadedFile: boolean; hasContextData: boolean }): string {
  if (stored.hasUploadedFile && stored.hasContextData) return paths.createOptions;
  if (stored.hasUploadedFile) return paths.createContext;
  return paths.createUpload;
}

/** postLoginPath for what this tab's session storage holds now. */
export function currentPostLoginPath(): string {
  return postLoginPath({
    hasUploadedFile: readFlowItem(flowKeys.uploadedFile) !== null,
    hasContextData: readFlowItem(flowKeys.contextData) !== null,
  });
}
