import type { FrontPicture } from '@shared/api/card-design';
import { fontSources } from '@shared/card-layout/font-files';
import type { FakeRoutes } from './fake-fetch';

/**
 * The card pages fetch their typefaces (Vite serves them from node_modules); jsdom cannot use
 * them anyway, so they are refused and the pages stay paper, which these tests do not look at.
 */
export const cardFontFiles: FakeRoutes = Object.fromEntries(
  Object.values(fontSources).map((font) => [`GET /node_modules/${font.pkg}/${font.file}`, { status: 404 }]),
);

/** The server's drawing of the front's picture, as the editor asks for it. */
export const drawnFrontPicture: FrontPicture = {
  image: 'data:image/webp;base64,AAAA',
  crop: { x: 0.5, y: 0.4, zoom: 1 },
  picture: { width: 1600, height: 1200 },
};

/** What the live editor asks of the server besides the page's own calls: fonts and the treated front. */
export function cardEditorRoutes(orderId?: string): FakeRoutes {
  return {
    ...cardFontFiles,
    'POST /api/front-picture': { body: drawnFrontPicture },
    ...(orderId ? { [`POST /api/orders/${orderId}/design/front-picture` as const]: { body: drawnFrontPicture } } : {}),
  };
}
