/**
 * Times each keystroke in the editor page from the browser's own event to the end of the frame
 * that shows it on the Inside Right page. A keystroke starts at its keydown, or at its
 * beforeinput when there is none (Playwright types characters off the keyboard, such as 'é',
 * as inserted text): the event's timeStamp, when the browser received it, so time spent queued
 * behind earlier work counts. React has committed when the Inside Right page's DOM changes (a
 * MutationObserver, run right after the commit's task). The frame after that starts with a
 * requestAnimationFrame callback; a message posted from it arrives once the browser has done
 * that frame's style, layout and paint.
 */
export interface KeystrokeSample {
  /** Event to React's commit: the handlers, the layout and the render. */
  commitMs: number;
  /** The frame's own style, layout and paint after the commit. */
  frameMs: number;
  /** Event to the painted frame, waiting for the display's next frame included. */
  toPaintMs: number;
}

const samples: KeystrokeSample[] = [];
const waiting: { count: number; resolve: () => void }[] = [];
let started: number | null = null;
let observer: MutationObserver | null = null;

function begin(event: Event) {
  started ??= event.timeStamp;
}

function record(sample: KeystrokeSample) {
  samples.push(sample);
  for (const wait of waiting.filter((item) => samples.length >= item.count)) {
    waiting.splice(waiting.indexOf(wait), 1);
    wait.resolve();
  }
}

function committed() {
  if (started === null) return;
  const start = started;
  const commit = performance.now();
  started = null;
  requestAnimationFrame(() => {
    const frameStart = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const painted = performance.now();
      record({ commitMs: commit - start, frameMs: painted - frameStart, toPaintMs: painted - start });
    };
    channel.port2.postMessage(null);
  });
}

export const keystrokeTimer = {
  /** Whether the Inside Right page is drawn, its style's fonts loaded. */
  ready: () => document.querySelector('[role="img"][aria-label^="Inside Right:"] svg') !== null,
  /** Starts timing keystrokes, forgetting earlier ones. */
  start() {
    const page = document.querySelector('[role="img"][aria-label^="Inside Right:"]')?.parentElement;
    if (!page) throw new Error('The Inside Right page is not drawn');
    samples.length = 0;
    started = null;
    document.addEventListener('keydown', begin, { capture: true });
    document.addEventListener('beforeinput', begin, { capture: true });
    observer = new MutationObserver(committed);
    observer.observe(page, { subtree: true, childList: true, characterData: true, attributes: true });
  },
  /** Resolves once `count` keystrokes have been painted. */
  until(count: number): Promise<void> {
    if (samples.length >= count) return Promise.resolve();
    return new Promise((resolve) => waiting.push({ count, resolve }));
  },
  stop(): KeystrokeSample[] {
    document.removeEventListener('keydown', begin, { capture: true });
    document.removeEventListener('beforeinput', begin, { capture: true });
    observer?.disconnect();
    return [...samples];
  },
};
