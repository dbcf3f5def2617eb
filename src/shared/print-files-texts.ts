/**
 * The words printed on a print batch's files (issue 20): the slug line beside each spread, the
 * mark on an address label to check by hand, and the packing list's column names. The packer and
 * the print operator read them, so they live here once with the other texts.
 */
export const printFilesTexts = {
  spreads: { outside: 'Outside spread', inside: 'Inside spread' } as Record<'outside' | 'inside', string>,
  batch: (batchNumber: number) => `Batch ${batchNumber}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** Joins the slug line's parts. */
  slugSeparator: '  ·  ',
  printFileTitle: (batchNumber: number) => `Keepsake batch ${batchNumber}: print file`,
  labelsTitle: 'Keepsake address labels',
  /** On a label whose address did not fit even at the smallest size: it was cut, check it. */
  labelCheckMark: 'CHECK',
  packingListHeader: ['order_number', 'recipient', 'country', 'shipping_speed', 'dispatch_by'] as const,
} as const;

/** Why an uploaded CSV file could not be read (the tracking-number upload). */
export const csvTexts = {
  unclosedQuote: (line: number) => `Line ${line}: a quoted value is not closed`,
  strayQuote: (line: number) => `Line ${line}: a quote inside a value that is not quoted`,
};
