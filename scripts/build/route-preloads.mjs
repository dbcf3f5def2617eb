/**
 * Writes route-preloads.json into the build: for each page path given, the page's own chunk
 * and the chunks it imports that the entry does not already preload, and optionally the
 * image that is that page's largest paint. The server names them in that path's HTML, so the
 * browser fetches them alongside the entry instead of discovering them only after the entry
 * has run: on a slow phone connection each is a round trip or more, ~0.3 s, before the page
 * can show (docs/decisions/004-landing-performance.md).
 *
 * @typedef {{ files: Record<number, string>, sizes: string, media: string }} ImageHint
 * @param {Record<string, { page: string, entry?: string, image?: ImageHint }>} routes
 *   page path -> its module (e.g. 'src/web/app/page-routes.tsx'), the entry its HTML loads
 *   (default 'src/web/index.html') and the image to fetch early
 * @returns {import('vite').Plugin}
 */
export function routePreloads(routes) {
  return {
    name: 'keepsake-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const items = Object.values(bundle);
      const chunks = items.filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withStaticImports = (files) => {
        const seen = new Set();
        const visit = (file) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        files.forEach(visit);
        return seen;
      };
      const assetFile = (name) => {
        const asset = items.find(
          (item) =>
            item.type === 'asset' && (item.originalFileNames ?? []).some((original) => original.endsWith(`/${name}`)),
        );
        if (!asset) this.error(`route-preloads: no asset was built for ${name}`);
        return `/${asset.fileName}`;
      };

      const chunkOf = (module) => {
        const chunk = chunks.find((item) => item.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
        if (!chunk) this.error(`route-preloads: no chunk was built for ${module}`);
        return chunk;
      };
      const preloads = {};
      for (const [pagePath, { page, entry: entryModule = 'src/web/index.html', image }] of Object.entries(routes)) {
        // What the page's HTML already loads (Vite names the entry's static imports there).
        const entry = withStaticImports([chunkOf(entryModule).fileName]);
        const chunk = chunkOf(page);
        preloads[pagePath] = {
          modules: [...withStaticImports([chunk.fileName])]
            .filter((file) => !entry.has(file))
            .map((file) => `/${file}`),
          images: image
            ? [
                {
                  srcset: Object.entries(image.files)
                    .map(([width, name]) => `${assetFile(name)} ${width}w`)
                    .join(', '),
                  sizes: image.sizes,
                  media: image.media,
                },
              ]
            : [],
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
