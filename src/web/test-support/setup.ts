import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { dismissToast } from '@/hooks/use-toast';
import { resetUnansweredRequests, unansweredRequests } from './fake-fetch';

// Testing Library registers these itself only where the test runner's globals are on.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no object URLs; the screens only hand them to <img>.
URL.createObjectURL ??= () => 'blob:test';
URL.revokeObjectURL ??= () => undefined;

afterEach(() => {
  cleanup();
  // The toast store outlives a render: the next test starts without the last one's toast.
  dismissToast();
  window.sessionStorage.clear();
  window.localStorage.clear();
  const unanswered = [...unansweredRequests()];
  resetUnansweredRequests();
  expect(unanswered, 'requests that no fake route answered').toEqual([]);
});
