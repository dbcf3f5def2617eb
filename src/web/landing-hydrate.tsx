import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './app/landing-app';

/** React and the page, loaded by landing-main.tsx once the hero photo has painted. */
export function startLanding(container: HTMLElement) {
  const page = (
    <StrictMode>
      <LandingApp />
    </StrictMode>
  );
  // The build prerenders '/' (scripts/build/prerender.mjs); the dev server sends the empty shell.
  if (container.firstElementChild) hydrateRoot(container, page);
  else createRoot(container).render(page);
}
