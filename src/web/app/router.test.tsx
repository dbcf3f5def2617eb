import { describe, expect, it } from 'vitest';
import { appRoutePatterns } from '@shared/routes';
import { pagePatterns } from './page-routes';
import { entryPatterns } from './router';

describe('the browser router', () => {
  it('has a page for exactly the paths of the shared route table', () => {
    expect([...entryPatterns, ...pagePatterns].sort()).toEqual([...appRoutePatterns].sort());
  });
});
