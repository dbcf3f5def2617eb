// linebreak (UAX #14, by fontkit's author) ships no types; this is the part card layout uses.
declare module 'linebreak' {
  interface Break {
    /** The UTF-16 index the next line may start at. */
    position: number;
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
