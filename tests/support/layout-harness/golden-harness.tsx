/**
 * The golden-image test's page (tests/e2e/golden-images.spec.ts): one page of the card drawn
 * as the editor draws it (useCardLayout with the app's lazy font loading, DrawnPage), alone at
 * the top-left corner and `width` CSS pixels wide, so a screenshot of it lines up with the
 * server's preview drawn that wide. The test sets the texts through `window.goldenPage.show`.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { CardTexts } from '../../../src/shared/card-layout/layout-card-texts';
import type { DesignPageName } from '../../../src/shared/card-design-rules';
import type { CardStyleId } from '../../../src/shared/creation-rules';
import { DrawnPage } from '../../../src/web/features/card-design/components/card-pages';
import { useCardLayout } from '../../../src/web/features/card-design/hooks/use-card-layout';
import '../../../src/web/index.css';

export interface GoldenPageRequest {
  texts: CardTexts;
  style: CardStyleId;
  page: DesignPageName;
  width: number;
}

let show: (request: GoldenPageRequest) => void = () => {
  throw new Error('The golden page is not mounted yet');
};

function GoldenPage({ request }: { request: GoldenPageRequest }) {
  const layout = useCardLayout({ texts: request.texts, style: request.style });
  if (layout.state !== 'ready') return null;
  const missing = Object.values(layout.laid).reduce((sum, block) => sum + block.missingCharacters.length, 0);
  return (
    <div data-golden-page data-missing={missing} style={{ position: 'fixed', left: 0, top: 0, width: request.width }}>
      <DrawnPage page={request.page} style={request.style} laid={layout.laid} picture={null} />
    </div>
  );
}

function Harness() {
  const [request, setRequest] = useState<GoldenPageRequest | null>(null);
  show = setRequest;
  // A new key per request: each sample starts from a fresh layout, as a fresh editor would.
  return request ? <GoldenPage key={JSON.stringify(request)} request={request} /> : null;
}

const container = document.getElementById('root');
if (!container) throw new Error('golden.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);

const goldenPage = { show: (request: GoldenPageRequest) => show(request), ready: () => true };
export type GoldenPageHarness = typeof goldenPage;
(window as unknown as { goldenPage: GoldenPageHarness }).goldenPage = goldenPage;
