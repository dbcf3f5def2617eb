/**
 * What `react-dom/client` means in the landing page's browser build (react.ts). Preact hydrates
 * synchronously, so the hydration flag covers the whole first pass; what it renders again
 * afterwards (a changed store snapshot) reads the browser's values.
 */
import { createRoot, hydrateRoot as compatHydrateRoot } from 'preact/compat/client';
import type { ComponentChild, ContainerNode } from 'preact';
import { whileHydrating } from './hydration';

export { createRoot };

export function hydrateRoot(container: ContainerNode, children: ComponentChild): ReturnType<typeof createRoot> {
  return whileHydrating(() => compatHydrateRoot(container, children));
}
