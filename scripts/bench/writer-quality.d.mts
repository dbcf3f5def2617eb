import type { CardText, CorpusEntry, Slip, SlipKind } from './writer-judge.mjs';

export type Tone = 'roast' | 'sentimental' | 'playful';

export interface BenchPictureFacts {
  kind: 'photo' | 'video';
  width: number;
  height: number;
  orientation: 'landscape' | 'portrait' | 'square';
  colours: { name: string; hex: string; share: number }[];
  dominant: string;
  brightness: 'bright' | 'soft' | 'dark';
}

export interface BenchWriteRequest {
  description: string;
  tone: Tone;
  picture: { jpeg: Buffer; facts: BenchPictureFacts };
  previousOptions: readonly CardText[];
}

export type BenchWrite = (
  request: BenchWriteRequest,
) => CardText[] | { options: CardText[]; phrases: string[][] | undefined };

export interface SlippedOption {
  description: string;
  tone: Tone;
  set: 'first' | 'load more';
  option: CardText;
  slips: Slip[];
}

export interface QualityReport {
  descriptions: number;
  optionsJudged: number;
  optionsWithSlip: number;
  /** optionsWithSlip / optionsJudged, 0 to 1. */
  slipShare: number;
  perKind: Record<SlipKind, number>;
  slipped: SlippedOption[];
}

export const corpusPath: string;
export const secondCorpusPath: string;
export const thirdCorpusPath: string;
export const tones: readonly Tone[];
export function loadCorpus(file?: string): CorpusEntry[];
export function pictureFactsFor(index: number): BenchPictureFacts;
export function writerFromModule(module: Record<string, unknown>): { traced: boolean; write: BenchWrite };
export function judgeCorpus(
  write: BenchWrite,
  settings?: { corpus?: readonly CorpusEntry[]; tones?: readonly Tone[]; jpeg?: Buffer },
): QualityReport;
export function qualityRows(
  report: QualityReport,
  limit?: number,
): { summary: Record<string, string | number>; examples: Record<string, string>[] };
