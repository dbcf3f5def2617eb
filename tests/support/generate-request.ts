import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CardOption } from '../../src/shared/api/generate.js';
import { multipartBody, type MultipartPart } from './order-request.js';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'media');

/** A file from tests/fixtures/media (made by scripts/assets/make-media-fixtures.mjs). */
export function mediaFixture(name: string): Buffer {
  return readFileSync(path.join(fixtures, name));
}

export interface GenerateRequestParts {
  file?: { content: Buffer; filename: string; contentType?: string } | null;
  memoryDescription?: string;
  tone?: string;
  previousOptions?: CardOption[] | string;
}

/** The multipart body the options page sends to POST /api/generate-messages. */
export function generateRequest(parts: GenerateRequestParts = {}) {
  const {
    file = { content: mediaFixture('sunset.jpg'), filename: 'sunset.jpg', contentType: 'image/jpeg' },
    memoryDescription = 'Sarah and I at the beach last summer, she tried surfing and fell off every wave',
    tone = 'sentimental',
    previousOptions,
  } = parts;
  const body: MultipartPart[] = [
    { name: 'memoryDescription', value: memoryDescription },
    { name: 'tone', value: tone },
  ];
  if (previousOptions !== undefined) {
    const value = typeof previousOptions === 'string' ? previousOptions : JSON.stringify(previousOptions);
    body.push({ name: 'previousOptions', value });
  }
  if (file) {
    body.push({
      name: 'memory',
      filename: file.filename,
      contentType: file.contentType ?? 'application/octet-stream',
      content: file.content,
    });
  }
  return multipartBody(body);
}
