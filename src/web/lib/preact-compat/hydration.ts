let hydrating = false;

/** True while hydrateRoot (react-dom-client.ts) is adopting the prerendered HTML. */
export function isHydrating(): boolean {
  return hydrating;
}

export function whileHydrating<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}
