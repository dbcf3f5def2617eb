import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, subscribeToToasts, toast, type ToastItem } from './use-toast';

describe('the toast store', () => {
  afterEach(() => dismissToast());

  it('shows at most one toast: a new one replaces the last', () => {
    let visible: ToastItem[] = [];
    const unsubscribe = subscribeToToasts((items) => {
      visible = items;
    });
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    unsubscribe();
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast and removes it only after the long removal delay', () => {
    vi.useFakeTimers();
    let visible: ToastItem[] = [];
    const unsubscribe = subscribeToToasts((items) => {
      visible = items;
    });
    const { dismiss } = toast({ title: 'Bye' });
    dismiss();
    expect(visible[0]?.open).toBe(false);
    vi.advanceTimersByTime(999_999);
    expect(visible).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(visible).toHaveLength(0);
    unsubscribe();
    vi.useRealTimers();
  });

  it('tells the lazy toaster when the first toast appears', async () => {
    // Fresh modules: the earlier tests have shown toasts already.
    vi.resetModules();
    const { onToasterNeeded } = await import('@/components/ui/toaster-signal');
    const store = await import('./use-toast');
    const callback = vi.fn();
    onToasterNeeded(callback);
    expect(callback).not.toHaveBeenCalled();
    store.toast({ title: 'Hello' });
    expect(callback).toHaveBeenCalledOnce();
  });
});
