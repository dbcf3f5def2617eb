import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { paths } from '@shared/routes';
import { App } from './app/app';
import { loadQueryRuntime } from './app/query-runtime-loader';
import { preloadHomePage } from './app/router';
import './index.css';

// Unhandled promise rejections are logged and suppressed.
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled promise rejection:', event.reason);
  event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

function render(root: HTMLElement): void {
  createRoot(root).render(app);
}

if (container.firstElementChild) {
  // A page the build prerendered (scripts/build/prerender.mjs): /login, /signup, the password
  // pages and the 404 page. Their forms need TanStack Query's client, which hydration then finds
  // in place; the page's own code is hydrated as it arrives, the server's HTML shown meanwhile.
  void loadQueryRuntime()
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
} else if (window.location.pathname === paths.home) {
  // '/' has its own entry in the build (landing-main.tsx); the dev server routes it here.
  // A failed download is left to the page's own loading and error handling. Not a top-level
  // await: that would make the bundler split the entry into many small files.
  void preloadHomePage()
    .catch(() => undefined)
    .then(() => render(container));
} else {
  render(container);
}
