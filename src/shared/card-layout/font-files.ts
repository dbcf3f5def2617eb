/**
 * The font file behind each card typeface: one file of an npm @fontsource package (each a
 * dependency in package.json). The server reads it from node_modules, the browser fetches the
 * same file as a Vite asset (src/web/lib/card-fonts.ts), so both lay text out with its bytes.
 */
export interface FontFile {
  /** The typeface's family name, e.g. "Caveat". */
  name: string;
  /** The npm package that ships it. */
  pkg: string;
  /** Its path inside the package. */
  file: string;
}

/**
 * WOFF rather than WOFF2 where a package ships both: a WOFF file unpacks to the plain font with
 * zlib (server/pdf/woff-to-sfnt.ts), whose glyphs fontkit subsets by copying their bytes, where
 * WOFF2 glyphs must be decoded by fontkit's JavaScript Brotli and re-encoded one by one.
 */
const fontsource = (pkg: string, name: string, base: string, style = 'normal'): FontFile => ({
  name,
  pkg,
  file: `files/${base}-latin-400-${style}.woff`,
});

/** Every typeface a style uses. */
export const fontSources = {
  inter: { name: 'Inter', pkg: '@fontsource-variable/inter', file: 'files/inter-latin-wght-normal.woff2' },
  playfairDisplay: fontsource('@fontsource/playfair-display', 'Playfair Display', 'playfair-display'),
  lora: fontsource('@fontsource/lora', 'Lora', 'lora'),
  dancingScript: fontsource('@fontsource/dancing-script', 'Dancing Script', 'dancing-script'),
  caveat: fontsource('@fontsource/caveat', 'Caveat', 'caveat'),
  specialElite: fontsource('@fontsource/special-elite', 'Special Elite', 'special-elite'),
} satisfies Record<string, FontFile>;

export type CardFontName = keyof typeof fontSources;
