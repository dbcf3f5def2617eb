import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [url, width] of [['/', 390], ['/', 1280], ['/login', 1280], ['/signup', 390], ['/forgot-password', 1280], ['/reset-password?token=abc', 1280], ['/nope', 1280]]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const logs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.type() + ': ' + m.text()); });
  page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
  const res = await fetch(base + url);
  const html = await res.text();
  await page.goto(base + url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const server = await page.evaluate((h) => new DOMParser().parseFromString(h, 'text/html').getElementById('root').innerHTML, html);
  const client = await page.evaluate(() => document.getElementById('root').innerHTML);
  const same = server === client;
  console.log(url, width, res.status, 'same:', same, 'len', server.length, client.length, logs);
  if (!same) {
    let i = 0; while (server[i] === client[i]) i++;
    console.log('  server:', server.slice(i - 80, i + 120)); console.log('  client:', client.slice(i - 80, i + 120));
  }
  await page.close();
}
await browser.close();
