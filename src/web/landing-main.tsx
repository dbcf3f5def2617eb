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
if (container.firstElementChild) hydrateRoot(container, page);
else createRoot(container).render(page);
