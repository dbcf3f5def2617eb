/**
 * Resumable uploads (the tus protocol, decision 007). Not a JSON endpoint, so not an `endpoint()`
 * contract: tus-js-client speaks to it. Each upload lives at `${uploadsPath}/<media id>`.
 */
export const uploadsPath = '/api/uploads';

/** The header an anonymous browser names itself in, with the random key it keeps. */
export const clientKeyHeader = 'keepsake-client-key';
