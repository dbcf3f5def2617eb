import type { GrainAndVignette, Matrix3 } from './pixel-passes.js';
import { pixelKernelsWasm } from './pixel-kernels.table.js';
import type { RawPicture } from './raw-picture.js';

/** What src/wasm/pixel-kernels.ts exports. */
interface PixelKernels {
  memory: WebAssembly.Memory;
  slackBytes: WebAssembly.Global;
  scratchBytes(width: number): number;
  treatRealistic(
    input: number,
    output: number,
    scratch: number,
    width: number,
    height: number,
    sharpen: number,
    matrixAt: number,
    scrim: number,
  ): void;
  treatVintage(
    input: number,
    output: number,
    grain: number,
    vignette: number,
    vignetteChannels: number,
    pixels: number,
    paramsAt: number,
  ): void;
}

let kernels: PixelKernels | null = null;

/**
 * The module, compiled and instantiated on first use (a few KB: well under a millisecond).
 * Its memory is all ours (the module keeps its state in globals): each call lays its buffers
 * out from 0. A call runs to its end on the JavaScript thread, so two renders never share it;
 * the memory grows to the largest picture treated and stays (WebAssembly memory never shrinks:
 * ~21 MB after a print-size realistic picture).
 */
function loaded(): PixelKernels {
  if (!kernels) {
    const module = new WebAssembly.Module(Buffer.from(pixelKernelsWasm, 'base64'));
    // The exports are the module's own (pixel-kernels.table.ts is generated from its source).
    kernels = new WebAssembly.Instance(module, {}).exports as unknown as PixelKernels;
  }
  return kernels;
}

/** Byte offsets, 16-aligned, of `sizes` laid out one after another from 0, each with the kernels' slack. */
function layout(module: PixelKernels, sizes: number[]): number[] {
  const slack = module.slackBytes.value as number;
  let next = 0;
  const offsets = sizes.map((size) => {
    const at = next;
    next = Math.ceil((at + size + slack) / 16) * 16;
    return at;
  });
  const missing = next - module.memory.buffer.byteLength;
  if (missing > 0) module.memory.grow(Math.ceil(missing / 65_536));
  return offsets;
}

/** Realistic's colour step: a matrix, then sharp-style `linear(scale, offset)`. */
export interface ColourStep {
  matrix: Matrix3;
  scale: readonly [number, number, number];
  offset: readonly [number, number, number];
}

/**
 * Realistic's treatment of `picture`, written over its pixels: a 3x3 cross sharpen (centre
 * 1 + 4 `sharpen`, each neighbour -`sharpen`, edges extended), the colour step, clipped, and
 * with `scrim` the text scrim's shade (pixel-passes.ts's scrimShade) on the lower half, in one
 * pass, rounded once at the end.
 */
export function sharpenAndColour(picture: RawPicture, sharpen: number, colour: ColourStep, scrim: boolean): void {
  const module = loaded();
  const { data, width, height } = picture;
  const bytes = width * height * 3;
  const [input = 0, output = 0, scratch = 0, matrixAt = 0] = layout(module, [
    bytes,
    bytes,
    module.scratchBytes(width),
    48,
  ]);
  const memory = new Uint8Array(module.memory.buffer);
  memory.set(data.subarray(0, bytes), input);
  // linear's scale folds into the matrix's rows: scale x (M . rgb) is (scale x M) . rgb.
  const floats = new Float32Array(module.memory.buffer, matrixAt, 12);
  colour.matrix.forEach((row, r) => row.forEach((value, c) => (floats[r * 3 + c] = value * colour.scale[r]!)));
  floats.set(colour.offset, 9);
  module.treatRealistic(input, output, scratch, width, height, sharpen, matrixAt, scrim ? 1 : 0);
  data.set(memory.subarray(output, output + bytes));
}

/**
 * Vintage's steps (pixel-passes.ts's GrainAndVignette, where the order and the maths are
 * sharp's) over `picture`, written over its pixels: sixteen pixels at a time, where the
 * JavaScript loop did one (~30 ms for the 1150 x 1150 print, on the one JavaScript thread).
 */
export function grainAndVignette(picture: RawPicture, steps: GrainAndVignette): RawPicture {
  const module = loaded();
  const { data, width, height } = picture;
  const pixels = width * height;
  const vignetteChannels = steps.vignette.raw.channels;
  if (vignetteChannels !== 3 && vignetteChannels !== 4) throw new Error('The vignette must be RGB or RGBA.');
  const [input = 0, output = 0, grain = 0, vignette = 0, paramsAt = 0] = layout(module, [
    pixels * 3,
    pixels * 3,
    pixels * 3,
    pixels * vignetteChannels,
    60,
  ]);
  const memory = new Uint8Array(module.memory.buffer);
  memory.set(data.subarray(0, pixels * 3), input);
  memory.set(steps.grain.input.subarray(0, pixels * 3), grain);
  memory.set(steps.vignette.input.subarray(0, pixels * vignetteChannels), vignette);
  const params = new Float32Array(module.memory.buffer, paramsAt, 15);
  params.set(steps.matrix.flat());
  params.set(steps.scale, 9);
  params.set(steps.offset, 12);
  module.treatVintage(input, output, grain, vignette, vignetteChannels, pixels, paramsAt);
  data.set(memory.subarray(output, output + pixels * 3));
  return picture;
}
