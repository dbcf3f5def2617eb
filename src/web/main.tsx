import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { paths } from '@shared/routes';
import { App } from './app/app';
import { preloadHomePage } from './app/router';
import './index.css';

// Unhandled promise rejections are logged and suppressed.
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled promise rejection:', event.reason);
  event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function render(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if (window.location.pathname === paths.home) {
  // A failed download is left to the page's own loading and error handling. Not a top-level
  // await: that would make the bundler split the entry into many small files.
  void preloadHomePage()
    .catch(() => undefined)
    .then(() => render(container));
} else {
  render(container);
}
