export function sampleTexts(count: number, maxLength: number, seed?: number): string[];
export function longestText(length: number): string;
