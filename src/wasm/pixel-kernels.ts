/**
 * Keepsake's per-pixel treatments as WebAssembly SIMD, in AssemblyScript (not the app's
 * TypeScript: `v128`, `usize` and `@inline` are AssemblyScript's). scripts/wasm/gen-pixel-kernels.mjs
 * compiles this file (and what it imports) into src/server/card-renderer/pixel-kernels.table.ts, and
 * pixel-kernels.ts there loads it. Why: libvips runs a 3x3 convolution, a recomb and a linear
 * as three scalar float passes (~80 ms of CPU for a print-size picture), where sixteen pixels
 * at a time in one pass take ~15 ms.
 *
 * Pictures are raw RGB, 3 bytes a pixel, rows packed. Callers leave 64 bytes of slack after
 * every buffer they pass: pixels are read and written sixteen at a time (48 bytes of RGB, 64 of
 * RGBA), so the last step may reach past the end (into the next row, which is written after,
 * or into the slack).
 */

/** Slack, in bytes, the kernels may read or write past the end of a picture. */
export const slackBytes: i32 = 64;

export { boxSample, scratchBytes, treatRealistic } from './realistic';
export { treatVintage } from './vintage';
