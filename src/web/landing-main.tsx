import './landing.css';

// Unhandled promise rejections are logged and suppressed.
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled promise rejection:', event.reason);
  event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('landing.html has no #root element');

/**
 * React and the page (~80 kB gzipped) are fetched once the phone's hero photo, the page's
 * largest paint, has arrived and painted: on slow 4G the photo then has the link to itself
 * instead of sharing it with the script, and hydration's CPU time comes after its paint.
 * Without the photo (a wide screen, the dev server's empty shell) they load at once.
 * docs/decisions/020-prerendered-pages.md.
 */
const start = () => void import('./landing-hydrate').then(({ startLanding }) => startLanding(container));
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
const photo = container.querySelector<HTMLImageElement>('img[data-testid="hero-photo"]');
if (!photo) start();
else if (photo.complete) afterPaint();
else {
  photo.addEventListener('load', afterPaint, { once: true });
  photo.addEventListener('error', afterPaint, { once: true });
}
