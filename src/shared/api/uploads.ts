import { uploadServerMessages } from '../creation-messages.js';
import { singleLine } from './text.js';

/**
 * Resumable uploads (the tus protocol, decision 007). Not a JSON endpoint, so not an `endpoint()`
 * contract: tus-js-client speaks to it. Each upload lives at `${uploadsPath}/<media id>`.
 */
export const uploadsPath = '/api/uploads';

/** The header an anonymous browser names itself in, with the random key it keeps. */
export const clientKeyHeader = 'keepsake-client-key';

/**
 * A finished upload named in a JSON request instead of the file. Anything that is not an id is
 * refused as an id that is not the caller's: the same 404 and words, so neither tells more.
 */
export const mediaIdSchema = singleLine({ error: uploadServerMessages.uploadNotFound }).uuid({
  message: uploadServerMessages.uploadNotFound,
});
