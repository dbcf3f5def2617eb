import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './app/landing-app';
import './landing.css';

// Unhandled promise rejections are logged and suppressed.
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled promise rejection:', event.reason);
  event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('landing.html has no #root element');
const page = (
  <StrictMode>
    <LandingApp />
  </StrictMode>
);
// The build prerenders '/' (scripts/build/prerender.mjs); the dev server sends the empty shell.
if (container.firstElementChild) {
  // The prerendered page is painted first, then hydrated in the next task: when this script has
  // arrived before the first frame, hydration (~50 ms on a phone) would otherwise run ahead of
  // the paint and hold it back. One frame later, long before the load event.
  requestAnimationFrame(() => setTimeout(() => hydrateRoot(container, page), 0));
} else {
  createRoot(container).render(page);
}
