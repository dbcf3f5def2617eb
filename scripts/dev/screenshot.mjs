import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
const b = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const p = await b.newPage({ viewport: { width: Number(process.argv[3] ?? 1280), height: 800 } });
p.on('console', (m) => console.log('console:', m.type(), m.text()));
await p.goto(process.argv[2]);
await p.waitForTimeout(1000);
await p.screenshot({ path: process.argv[4] ?? '/tmp/shot.png', fullPage: true });
console.log(await p.title());
await b.close();
