/**
 * Runs after `vite build` (the client) and `vite build --ssr src/web/prerender.tsx` (the same
 * pages bundled for Node): renders '/', /login, /signup, the password pages and the 404 page
 * into the built HTML, so a phone paints them before any script has run and search engines and
 * link previews read a real page (docs/decisions/020-prerendered-pages.md). Also makes the
 * 1200x630 link-preview image from the landing hero. Writes, in <build>/web:
 * - prerendered/<name>.html, with `%PUBLIC_URL%` where the server puts its public address; the
 *   404 page and the password pages (src/shared/routes.ts noindexPaths) ask not to be listed
 * - prerendered-pages.json: page path (and "notFound") -> that file; '/' -> its Link header
 * - og-image-<hash>.jpg
 */
import { readFile, readdir, writeFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '../..');
/** The hero photo's sizes and media (src/web/features/landing/components/hero-media.tsx). */
const heroPhoto = JSON.parse(await readFile(path.join(root, 'src/web/features/landing/hero-photo.json'), 'utf8'));
// Set by scripts/build/build-web.mjs, which runs this after the three Vite builds.
const buildDir = path.resolve(root, process.env.KEEPSAKE_BUILD_DIR ?? 'dist');
const webDir = path.join(buildDir, 'web');
const ssrDir = path.join(buildDir, 'prerender');
export const publicUrlToken = '%PUBLIC_URL%';

const escapeHtml = (value) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * React puts the elements it hoists (a page's <title>) before the page's markup when it renders
 * less than a whole document. They belong in the head, where hydration looks for the title.
 */
function splitHoisted(html) {
  const match = /^((?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*)/.exec(html);
  const hoisted = match?.[1] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}

const noindex = '<meta name="robots" content="noindex">';

function socialTags({ title, description, imageAlt, canonicalPath, indexed = true }) {
  const url = `${publicUrlToken}${canonicalPath}`;
  const image = `${publicUrlToken}${shareImagePath}`;
  return [
    // A canonical address asks a search engine to list that address: the opposite of noindex.
    indexed ? `<link rel="canonical" href="${url}">` : noindex,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Keepsake">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${escapeHtml(imageAlt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    `<meta name="twitter:image" content="${image}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(imageAlt)}">`,
  ].join('');
}

/**
 * The stylesheet, inlined into the landing page: the phone paints with the HTML instead of
 * waiting one more request (~0.3 s on slow 4G). Other pages keep the cached file.
 */
async function inlineStylesheets(html) {
  const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g)];
  let result = html;
  for (const [tag, href] of links) {
    const css = await readFile(path.join(webDir, href), 'utf8');
    result = result.replace(tag, () => `<style>${css.replaceAll('</style', '<\\/style')}</style>`);
  }
  return result;
}

/**
 * The phone's hero photo named at the top of the head of '/': with the stylesheet inlined, the
 * <img> itself comes ~70 kB into the HTML, and the photo is the page's largest paint.
 */
function heroSrcset(body) {
  const img = /<img [^>]*data-testid="hero-photo"[^>]*>/.exec(body)?.[0];
  const srcset = img && /srcSet="([^"]+)"/i.exec(img)?.[1];
  if (!srcset) throw new Error('prerender: the landing page has no hero photo');
  return srcset;
}
const heroPreload = (srcset) =>
  `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${srcset}" imagesizes="${escapeHtml(heroPhoto.sizes)}" media="${escapeHtml(heroPhoto.media)}">`;
/**
 * The same as a Link header, which the server sends with '/': the browser starts the photo when
 * the response's headers arrive, before it has parsed any HTML.
 */
const heroPreloadHeader = (srcset) =>
  `<${srcset.split(' ')[0]}>; rel=preload; as=image; fetchpriority=high; imagesrcset="${srcset}"; imagesizes="${heroPhoto.sizes}"; media="${heroPhoto.media}"`;

/**
 * The app's web font (Latin, the text these pages have), fetched from the top of the head: the
 * prerendered app pages paint before any script, and a font arriving after that first paint
 * re-flowed their text on a first visit (a layout shift). '/' has no web font.
 */
async function appFontPreload() {
  const font = (await readdir(path.join(webDir, 'assets'))).find((file) =>
    /^inter-latin-wght-normal-.*\.woff2$/.test(file),
  );
  if (!font) throw new Error('The app build has no Latin Inter font to preload');
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`;
}

function fillTemplate(template, { hoisted, body, head = '', early = '' }) {
  const withoutTitle = hoisted.includes('<title>') ? template.replace(/<title>[^<]*<\/title>/, '') : template;
  return withoutTitle
    .replace('<script', () => `${early}<script`)
    .replace('</head>', () => `${hoisted}${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}

/** `text` in lines of at most about `width` characters, broken between words. */
function linesOf(text, width) {
  const lines = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * 1200x630 for link previews: the hero photo beside the headline and the price. Its name carries
 * a hash of its bytes, so a new price is a new address that link previews fetch afresh.
 */
async function makeShareImage(headline, price) {
  const width = 1200;
  const height = 630;
  const photoWidth = 504;
  const photo = await sharp(path.join(root, 'src/web/assets/landing/hero-960.webp'))
    .resize(photoWidth, height, { fit: 'cover', position: 'centre' })
    .toBuffer();
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width - photoWidth}" height="${height}">
    <rect width="100%" height="100%" fill="#fff7f5"/>
    <text x="64" y="150" font-family="sans-serif" font-size="26" font-weight="700" letter-spacing="4" fill="#e11d48">KEEPSAKE</text>
    <text font-family="serif" font-size="60" font-weight="600" fill="#1c1917">
      ${linesOf(headline, 14)
        .map((line, index) => `<tspan x="64" y="${260 + 75 * index}">${escapeHtml(line)}</tspan>`)
        .join('')}
    </text>
    <text x="64" y="510" font-family="sans-serif" font-size="30" fill="#57534e">${escapeHtml(price)} · free worldwide shipping</text>
  </svg>`;
  const image = await sharp({ create: { width, height, channels: 3, background: '#fff7f5' } })
    .composite([
      { input: Buffer.from(text), left: 0, top: 0 },
      { input: photo, left: width - photoWidth, top: 0 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  const name = `og-image-${createHash('sha256').update(image).digest('hex').slice(0, 10)}.jpg`;
  await writeFile(path.join(webDir, name), image);
  return `/${name}`;
}

// React's production server renderer: the same markup, without development-only checks.
process.env.NODE_ENV = 'production';
const ssr = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
const [indexHtml, landingHtml] = await Promise.all([
  readFile(path.join(webDir, 'index.html'), 'utf8'),
  readFile(path.join(webDir, 'landing.html'), 'utf8'),
]);
const outDir = path.join(webDir, 'prerendered');
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
const manifest = {};
const write = async (key, name, html) => {
  await writeFile(path.join(outDir, `${name}.html`), html);
  manifest[key] = `prerendered/${name}.html`;
};

const shareImagePath = await makeShareImage(ssr.landingHeadline, ssr.landingPrice);
const meta = ssr.landingMeta;
/** A page's own <title> (React hoists it), as its share title too. */
const titleOf = (page) => /<title>([^<]*)<\/title>/.exec(page.hoisted)?.[1] ?? meta.title;
const structuredData = JSON.stringify(ssr.productStructuredData(publicUrlToken, shareImagePath)).replaceAll(
  '<',
  '\\u003c',
);
const fontPreload = await appFontPreload();
const landing = splitHoisted(await ssr.renderLanding());
await write(
  '/',
  'home',
  await inlineStylesheets(
    fillTemplate(landingHtml, {
      // Only the title the page itself sets (hydration then leaves the tab as it was): the hero
      // photo's preload React hoists has no media query, and the head already names it for phones.
      hoisted: /<title>[^<]*<\/title>/.exec(landing.hoisted)?.[0] ?? '',
      body: landing.body,
      early: heroPreload(heroSrcset(landing.body)),
      head:
        socialTags({ ...meta, title: titleOf(landing), canonicalPath: '/' }) +
        `<script type="application/ld+json">${structuredData}</script>`,
    }),
  ),
);
for (const [pagePath, name] of Object.entries(ssr.appPages)) {
  const page = splitHoisted(await ssr.renderAppPage(pagePath));
  const title = titleOf(page);
  const indexed = !ssr.noindexPaths.includes(pagePath);
  await write(
    pagePath,
    name,
    fillTemplate(indexHtml, {
      ...page,
      early: fontPreload,
      head: socialTags({ ...meta, title, canonicalPath: pagePath, indexed }),
    }),
  );
}
const notFound = splitHoisted(await ssr.renderAppPage(ssr.notFoundRenderPath));
await write('notFound', 'not-found', fillTemplate(indexHtml, { ...notFound, early: fontPreload, head: noindex }));
await writeFile(
  path.join(webDir, 'prerendered-pages.json'),
  `${JSON.stringify({ pages: manifest, linkHeaders: { '/': heroPreloadHeader(heroSrcset(landing.body)) } }, null, 2)}\n`,
);
console.log(
  `prerendered ${Object.keys(manifest).length} pages and ${shareImagePath} into ${path.relative(root, webDir)}`,
);
