import { endpoint } from './endpoint.js';
import { generateResponseSchema } from './generate.js';

export const generateEndpoints = {
  // Multipart (see generateFieldsSchema): the server checks the text fields after the file streams in.
  generateMessages: endpoint({ method: 'POST', path: '/api/generate-messages', response: generateResponseSchema }),
};
