import { describe, expect, it } from 'vitest';
import { csvTemplateHref, dispatchUrgency, labelsUrl, rowErrorsInOrder } from './print-display';

describe('print display', () => {
  it('calls a passed dispatch-by overdue, one later today today, and the rest later', () => {
    const now = new Date(2026, 10, 25, 9, 0);
    expect(dispatchUrgency(new Date(2026, 10, 25, 8, 0).toISOString(), now)).toBe('overdue');
    expect(dispatchUrgency(new Date(2026, 10, 25, 18, 0).toISOString(), now)).toBe('today');
    expect(dispatchUrgency(new Date(2026, 10, 26, 9, 0).toISOString(), now)).toBe('later');
    expect(dispatchUrgency(null, now)).toBe('none');
  });

  it('sets the sheet on a labels link, keeping its own query and staying relative', () => {
    expect(labelsUrl('/api/admin/print-batches/b1/labels.pdf', 'a4-21')).toBe(
      '/api/admin/print-batches/b1/labels.pdf?sheet=a4-21',
    );
    expect(labelsUrl('/api/admin/print-batches/b1/labels.pdf?sig=abc&sheet=letter-30', 'a4-21')).toBe(
      '/api/admin/print-batches/b1/labels.pdf?sig=abc&sheet=a4-21',
    );
    expect(labelsUrl('https://files.example.com/l.pdf?sig=x', 'letter-30')).toBe(
      'https://files.example.com/l.pdf?sig=x&sheet=letter-30',
    );
  });

  it('gives a CSV template with the header and lists row errors top to bottom', () => {
    expect(decodeURIComponent(csvTemplateHref('a,b').split(',').slice(1).join(','))).toBe('a,b\n');
    expect(rowErrorsInOrder({ 'row 12': 'x', 'row 3': 'y' }).map(([row]) => row)).toEqual(['row 3', 'row 12']);
  });
});
