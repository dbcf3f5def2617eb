/**
 * The layout bench's editor page: the real CardEditor, with the app's styles, its query client
 * and the real font files (loaded by the editor's own lazy chunk), a parent holding the design
 * as the create and change pages do. No picture, so nothing asks a server for one. The style
 * comes from `?style=`. The page times each keystroke itself (keystroke-timer.ts).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { cardStyleIds, type CardStyleId } from '../../../src/shared/creation-rules';
import { CardEditor, type EditorDesign } from '../../../src/web/features/card-design/components/card-editor';
import { createQueryClient } from '../../../src/web/lib/query-client';
import '../../../src/web/index.css';
import { keystrokeTimer } from './keystroke-timer';

const written = { front: 'Happy birthday, Mum!', inside: 'With love, Sam', back: 'With love, Sam' };
const asked = new URLSearchParams(window.location.search).get('style');
const style: CardStyleId = cardStyleIds.find((id) => id === asked) ?? 'realistic';

function Editor() {
  const [design, setDesign] = useState<EditorDesign>({ texts: written, textScale: {}, crop: null });
  return (
    <CardEditor
      written={written}
      design={design}
      style={style}
      picture={{ target: null, url: null }}
      onChange={setDesign}
    />
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('editor.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <main className="mx-auto max-w-5xl p-4">
        <Editor />
      </main>
    </QueryClientProvider>
  </StrictMode>,
);
(window as unknown as { editorBench: typeof keystrokeTimer }).editorBench = keystrokeTimer;
