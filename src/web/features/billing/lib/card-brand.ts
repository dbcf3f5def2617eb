/** Card brands are displayed as VISA, MC, AMEX and DISC. */
const brandLabels: Record<string, string> = {
  visa: 'VISA',
  mastercard: 'MC',
  mc: 'MC',
  amex: 'AMEX',
  american_express: 'AMEX',
  discover: 'DISC',
  disc: 'DISC',
};

export function cardBrandLabel(brand: string): string {
  const key = brand
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return brandLabels[key] ?? brand.trim().toUpperCase();
}
