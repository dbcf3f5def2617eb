import type { GrainAndVignette, Matrix3 } from './pixel-passes.js';
import { pixelKernelsWasm } from './pixel-kernels.table.js';
import type { PictureWindow, RawPicture } from './raw-picture.js';

type Size = Pick<RawPicture, 'width' | 'height'>;

/**
 * The part of the WebAssembly API used here, declared for this module only: Node has it
 * globally, but @types/node 20 leaves its types to the DOM library, which the server does not
 * load (and a global declaration would clash with it where it is loaded, in the tests).
 */
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: object };
};

/**
 * What src/wasm/pixel-kernels.ts exports (pixel-kernels-table.test.ts holds the names to the
 * module's).
 */
interface PixelKernels {
  memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  slackBytes: { value: number };
  scratchBytes(width: number): number;
  boxSample(input: number, width: number, height: number, block: number, sums: number, output: number): void;
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
let busy = false;

/**
 * `work` with the module, one call at a time: each lays its buffers out from 0, so a call made
 * from inside another (from treatRealistic's `colourOf`) would overwrite the pixels the first
 * is holding there. Refused instead.
 */
function entered<T>(work: (module: PixelKernels) => T): T {
  if (busy) throw new Error('The pixel kernels were called from inside one of their own callbacks.');
  busy = true;
  try {
    return work(loaded());
  } finally {
    busy = false;
  }
}

/**
 * The module, compiled and instantiated on first use (a few KB: well under a millisecond).
 * Its memory is all ours: the module keeps its state in globals and has no data segment (the
 * table's test holds it to that), so each call lays its buffers out from 0. A call runs to its
 * end on the JavaScript thread, so two renders never share it; the memory grows to the largest
 * picture treated and stays (WebAssembly memory never shrinks: ~20 MB after a print-size
 * realistic picture).
 */
function loaded(): PixelKernels {
  if (!kernels) {
    const module = new WebAssembly.Module(Buffer.from(pixelKernelsWasm, 'base64'));
    // The exports' names are checked against the module's by pixel-kernels-table.test.ts.
    kernels = new WebAssembly.Instance(module, {}).exports as PixelKernels;
  }
  return kernels;
}

/** The kernels index a row's last pixel: an empty picture would wrap round to the end of memory. */
function assertSize({ data, width, height }: RawPicture): void {
  if (!(width >= 1 && height >= 1 && Number.isInteger(width) && Number.isInteger(height))) {
    throw new Error(`A picture to treat must be at least 1x1 whole pixels, not ${width}x${height}.`);
  }
  if (data.length < width * height * 3) throw new Error(`The picture's pixels are fewer than ${width}x${height}.`);
}

/** Byte offsets, 16-aligned, of `sizes` laid out one after another from 0, each with the kernels' slack. */
function layout(module: PixelKernels, sizes: number[]): number[] {
  const slack = module.slackBytes.value;
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

/** The levels sample's longer edge, about: the blocks it averages are square. */
const sampleEdge = 256;

/** The block edge and size of `picture`'s levels sample. */
function sampleSize({ width, height }: Size): Size & { block: number } {
  // 257 x 255 is the most a 16-bit sum holds (boxSample).
  const block = Math.min(257, Math.max(1, Math.ceil(Math.max(width, height) / sampleEdge)));
  return { block, width: Math.ceil(width / block), height: Math.ceil(height / block) };
}

/** The sample's pixels, from `picture` already at `input` in the module's memory. */
function boxSampleAt(module: PixelKernels, picture: Size, input: number, sums: number, at: number): RawPicture {
  const size = sampleSize(picture);
  module.boxSample(input, picture.width, picture.height, size.block, sums, at);
  const bytes = size.width * size.height * 3;
  return { data: Buffer.from(module.memory.buffer.slice(at, at + bytes)), width: size.width, height: size.height };
}

/**
 * A small copy of `picture` (~256 px on its longer edge, each pixel the mean of a square) to
 * read its levels from: what treatRealistic gives its `colourOf`.
 */
export function levelsSample(picture: RawPicture): RawPicture {
  return entered((module) => {
    assertSize(picture);
    const bytes = picture.width * picture.height * 3;
    const [input = 0, sums = 0, at = 0] = layout(module, [bytes, picture.width * 6 + 32, sampleBytes(picture)]);
    new Uint8Array(module.memory.buffer).set(picture.data.subarray(0, bytes), input);
    return boxSampleAt(module, picture, input, sums, at);
  });
}

function sampleBytes(picture: Size): number {
  const size = sampleSize(picture);
  return size.width * size.height * 3;
}

/**
 * Realistic's treatment of the `window` of `picture` (all of it by default): a 3x3 cross
 * sharpen (centre 1 + 4 `sharpen`, each neighbour -`sharpen`, edges extended), the colour step
 * `colourOf` makes from the window's levels sample (levelsSample), clipped, and with `scrim`
 * the text scrim's shade (pixel-passes.ts's scrimShade) on the lower half, in one pass, rounded
 * once at the end. The window's rows go into the module's memory once, for the sample and the
 * pass, and the result comes back over the start of `picture`'s own pixels, packed: cutting
 * the window costs no copy of its own.
 */
export function treatRealistic(
  picture: RawPicture,
  sharpen: number,
  colourOf: (sample: RawPicture) => ColourStep,
  scrim: boolean,
  window: PictureWindow = { left: 0, top: 0, width: picture.width, height: picture.height },
): RawPicture {
  return entered((module) => {
    assertSize(picture);
    assertInside(window, picture);
    const { width, height } = window;
    const bytes = width * height * 3;
    const [input = 0, output = 0, scratch = 0, matrixAt = 0, sums = 0, sampleAt = 0] = layout(module, [
      bytes,
      bytes,
      module.scratchBytes(width),
      48,
      width * 6 + 32,
      sampleBytes(window),
    ]);
    const memory = new Uint8Array(module.memory.buffer);
    const rowBytes = picture.width * 3;
    const first = window.top * rowBytes + window.left * 3;
    if (window.width === picture.width) memory.set(picture.data.subarray(first, first + bytes), input);
    else {
      for (let row = 0; row < height; row += 1) {
        const start = first + row * rowBytes;
        memory.set(picture.data.subarray(start, start + width * 3), input + row * width * 3);
      }
    }
    const colour = colourOf(boxSampleAt(module, window, input, sums, sampleAt));
    // linear's scale folds into the matrix's rows: scale x (M . rgb) is (scale x M) . rgb.
    const floats = new Float32Array(module.memory.buffer, matrixAt, 12);
    colour.matrix.forEach((row, r) => row.forEach((value, c) => (floats[r * 3 + c] = value * colour.scale[r]!)));
    floats.set(colour.offset, 9);
    module.treatRealistic(input, output, scratch, width, height, sharpen, matrixAt, scrim ? 1 : 0);
    // Every row the window needs is in the module's memory by now, so the picture's may be overwritten.
    picture.data.set(memory.subarray(output, output + bytes));
    return { data: picture.data.subarray(0, bytes), width, height };
  });
}

function assertInside(window: PictureWindow, picture: RawPicture): void {
  const { left, top, width, height } = window;
  const whole = [left, top, width, height].every(Number.isInteger);
  if (!whole || left < 0 || top < 0 || width < 1 || height < 1) {
    throw new Error(`A window to treat must be at least 1x1 whole pixels, not ${width}x${height} at ${left},${top}.`);
  }
  if (left + width > picture.width || top + height > picture.height) {
    throw new Error(
      `The window ${width}x${height} at ${left},${top} is not inside the ${picture.width}x${picture.height} picture.`,
    );
  }
}

/**
 * Vintage's steps (pixel-passes.ts's GrainAndVignette, where the order and the maths are
 * sharp's) over `picture`, written over its pixels: sixteen pixels at a time, where the
 * JavaScript loop did one (~30 ms for the 1150 x 1150 print, on the one JavaScript thread).
 */
export function grainAndVignette(picture: RawPicture, steps: GrainAndVignette): RawPicture {
  return entered((module) => {
    const { data, width, height } = picture;
    assertSize(picture);
    const pixels = width * height;
    const vignetteChannels = steps.vignette.raw.channels;
    if (vignetteChannels !== 3 && vignetteChannels !== 4) throw new Error('The vignette must be RGB or RGBA.');
    for (const layer of [steps.grain, steps.vignette]) {
      const { raw } = layer;
      if (raw.width !== width || raw.height !== height || layer.input.length < pixels * raw.channels) {
        throw new Error(`A grain or vignette layer must have the size of the picture, ${width}x${height}.`);
      }
    }
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
  });
}
