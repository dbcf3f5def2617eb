import { cardPrintChecks, type PrintCheck } from '../../shared/card-layout/print-checks.js';
import type { CardLayout } from './card-layout.js';

export type { PrintCheck };

/** The pre-print checks of a laid-out card: the shared rules the browser's editor runs too. */
export function printChecks(layout: CardLayout, source: { width: number; height: number } | null): PrintCheck[] {
  return cardPrintChecks({ texts: layout.texts, picture: source, pictureBox: layout.pictureBox, crop: layout.crop });
}
