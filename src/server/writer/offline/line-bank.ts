/** A tone's lines for each part of the card; see render-line.ts for the {slot} syntax. */
export interface LineBank {
  front: readonly string[];
  inside: readonly string[];
  back: readonly string[];
}
