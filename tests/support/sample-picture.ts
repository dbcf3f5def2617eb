import type { PictureFacts } from '../../src/server/media/picture-facts.js';
import type { PreparedPicture } from '../../src/server/media/prepare-picture.js';
import { mediaFixture } from './generate-request.js';

/** The sunset fixture as the writers receive it, without running the media pipeline. */
export function samplePicture(facts: Partial<PictureFacts> = {}): PreparedPicture {
  return {
    jpeg: mediaFixture('sunset.jpg'),
    facts: {
      kind: 'photo',
      width: 160,
      height: 120,
      orientation: 'landscape',
      colours: [
        { name: 'sunset orange', hex: '#f28c28', share: 0.55 },
        { name: 'ocean blue', hex: '#1e5aaa', share: 0.4 },
      ],
      dominant: '#f88828',
      brightness: 'soft',
      ...facts,
    },
  };
}
