/**
 * @pdf-lib/fontkit's build calls a global `regeneratorRuntime` (Babel's generator helper) in the
 * one generator it has: the state machine that finds syllables for the Indic and Universal
 * shapers. Without it, laying out Devanagari, Bengali, Tamil, Khmer and similar scripts throws
 * "regeneratorRuntime is not defined". This is the part of that helper the compiled code uses:
 * `mark` and `wrap`, driving the compiled switch through its context (`prev`, `next`, `stop`).
 * An existing regeneratorRuntime (a full one loaded by something else) is left in place.
 */
interface RegeneratorContext {
  prev: number | string;
  next: number | string;
  sent: unknown;
  done: boolean;
  stop(): undefined;
}

type CompiledBody = (context: RegeneratorContext) => unknown;

function* drive(body: CompiledBody): Generator<unknown, unknown, unknown> {
  const context: RegeneratorContext = {
    prev: 0,
    next: 0,
    sent: undefined,
    done: false,
    stop() {
      this.done = true;
      return undefined;
    },
  };
  for (;;) {
    const value = body(context);
    if (context.done) return value;
    context.sent = yield value;
  }
}

const shim = {
  mark: <T>(fn: T): T => fn,
  wrap: (body: CompiledBody) => drive(body),
};

const scope = globalThis as { regeneratorRuntime?: unknown };
scope.regeneratorRuntime ??= shim;
