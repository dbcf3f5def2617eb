import { describe, expect, it } from 'vitest';
import { parcelTrackingUrl, trackingUrl } from './tracking';

describe('trackingUrl', () => {
  it.each([
    ['USPS', 'usps.com'],
    ['United States Postal Service', 'usps.com'],
    ['UPS', 'ups.com'],
    ['FedEx', 'fedex.com'],
    ['Fed Ex', 'fedex.com'],
    ['DHL Express', 'dhl.com'],
    ['dhl', 'dhl.com'],
    ['Royal Mail', 'royalmail.com'],
    ['Canada Post', 'canadapost-postescanada.ca'],
    ['Postes Canada', 'canadapost-postescanada.ca'],
    ['Australia Post', 'auspost.com.au'],
    ['AusPost', 'auspost.com.au'],
    ['Japan Post', 'japanpost.jp'],
    ['Deutsche Post', 'deutschepost.de'],
    ['La Poste', 'laposte.fr'],
    ['Colissimo', 'laposte.fr'],
    ['PostNL', 'postnl.nl'],
  ])('links %s to its own tracking page', (carrier, host) => {
    const url = trackingUrl(carrier, 'AB123')!;
    expect(new URL(url).hostname).toContain(host);
    expect(url).toContain('AB123');
  });

  it('matches names whatever their case and punctuation', () => {
    expect(trackingUrl('  u.s.p.s ', '1')).toBe(trackingUrl('USPS', '1'));
    expect(trackingUrl('ROYAL-MAIL', '1')).toBe(trackingUrl('royal mail', '1'));
  });

  it('encodes the number and drops the spaces people group it with', () => {
    expect(trackingUrl('UPS', '1Z 999 AA1')).toBe('https://www.ups.com/track?tracknum=1Z999AA1');
    expect(trackingUrl('UPS', 'a&b=c#d')).toBe('https://www.ups.com/track?tracknum=a%26b%3Dc%23d');
  });

  it('answers null for an unknown carrier or a missing number', () => {
    expect(trackingUrl('Pigeon Express', '1')).toBeNull();
    expect(trackingUrl('USPS', '   ')).toBeNull();
    expect(trackingUrl(null, '1')).toBeNull();
    expect(trackingUrl('USPS', null)).toBeNull();
  });
});

describe('parcelTrackingUrl', () => {
  it("prefers the print lab's own link to a made one", () => {
    const lab = 'https://lab.example/track/9';
    expect(parcelTrackingUrl({ carrier: 'USPS', trackingNumber: '9', trackingUrl: lab })).toBe(lab);
    expect(parcelTrackingUrl({ carrier: 'USPS', trackingNumber: '9', trackingUrl: null })).toBe(
      trackingUrl('USPS', '9'),
    );
  });
});
