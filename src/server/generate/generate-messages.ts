import type { FastifyBaseLogger } from 'fastify';
import type { GenerateResponse } from '../../shared/api/generate.js';
import type { AppServices } from '../app-services.js';
import { preparePicture } from '../media/prepare-picture.js';
import type { GenerateForm } from './read-generate-form.js';
import { writeSafeOptions } from '../writer/writer.js';

export type GenerateDeps = Pick<AppServices, 'writer' | 'ffmpegPath' | 'limits'>;

/** From a checked upload and fields to three safe card options, and who wrote them. */
export async function generateMessages(
  deps: GenerateDeps,
  form: GenerateForm,
  log?: FastifyBaseLogger,
): Promise<GenerateResponse> {
  const picture = await preparePicture(form.upload, { ffmpegPath: deps.ffmpegPath, limits: deps.limits });
  return writeSafeOptions(
    deps.writer,
    {
      description: form.fields.memoryDescription,
      tone: form.fields.tone,
      picture,
      previousOptions: form.fields.previousOptions,
    },
    log,
  );
}
