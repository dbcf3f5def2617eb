import { endpoint } from './endpoint.js';
import { generateResponseSchema } from './generate.js';

export const generateEndpoints = {
  // Multipart (see generateFieldsSchema): the server checks the text fields after the file streams in.
  // Or JSON (generateByMediaSchema) naming an upload by its media id. No body schema here, so
  // the multipart form is not held to it; the server parses either by its content type.
  generateMessages: endpoint({ method: 'POST', path: '/api/generate-messages', response: generateResponseSchema }),
};
