import { describe, expect, it } from 'vitest';
import { appRoutePatterns } from '@shared/routes';
import { routedPatterns } from './router';

describe('the browser router', () => {
  it('has a page for exactly the paths of the shared route table', () => {
    expect([...routedPatterns].sort()).toEqual([...appRoutePatterns].sort());
  });
});
