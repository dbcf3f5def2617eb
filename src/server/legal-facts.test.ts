import { describe, expect, it } from 'vitest';
import { retentionFacts, supportEmail } from '../shared/legal-texts';
import { loadConfig } from './config';
import { resumableUploadRules } from './media/upload-rules';
import { orderLimits } from './orders/order-limits';

const hourMs = 3600_000;

/**
 * The Privacy page states how long uploads and unpaid orders are kept; the sweeps that delete
 * them read the server's own constants. A change to either side must reach the other.
 */
describe('what the Privacy and Contact pages state', () => {
  it('gives the periods after which the server deletes uploads and unpaid orders', () => {
    expect(retentionFacts.unclaimedUploadHours * hourMs).toBe(resumableUploadRules.unclaimedTtlMs);
    expect(retentionFacts.unorderedUploadHours * hourMs).toBe(resumableUploadRules.claimedTtlMs);
    expect(retentionFacts.unpaidOrderHours).toBe(orderLimits.unpaidExpiryHours);
  });

  it('names the address our e-mails come from by default, so a reply reaches support', () => {
    expect(loadConfig({}).mailFrom).toContain(`<${supportEmail}>`);
  });
});
