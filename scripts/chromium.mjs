/**
 * How Keepsake's tools start Debian's Chromium (Playwright, the benches, the screenshot script):
 * no sandbox (root in a container), nothing fetched from outside. One list, so a flag added for
 * CI reaches every browser the project starts.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
