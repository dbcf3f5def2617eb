import { describe, expect, it } from 'vitest';
import { endpoint, endpointPath } from './endpoint';

describe('endpointPath', () => {
  const orderStatus = endpoint({ method: 'PATCH', path: '/api/orders/:id/status' });

  it('fills each parameter, encoded', () => {
    expect(endpointPath(orderStatus, { id: 'a/b c' })).toBe('/api/orders/a%2Fb%20c/status');
  });

  it('refuses a path whose parameter has no value rather than sending ":id"', () => {
    expect(() => endpointPath(orderStatus, {})).toThrow('no value for :id');
  });

  it('leaves a path without parameters as it is', () => {
    expect(endpointPath(endpoint({ method: 'GET', path: '/api/health' }))).toBe('/api/health');
  });
});
