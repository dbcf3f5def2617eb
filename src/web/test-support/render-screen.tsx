import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

/** Stands for whichever page the screen sent the customer to. */
function ElsewherePage() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

/**
 * Renders one screen as the app does: the app's query client, a router that starts at `at`,
 * and the toaster. The screen is routed at `path` (a pattern such as '/orders/:orderId/change',
 * for screens that read their params; `at` by default). Any other path renders a stand-in
 * page, so a test can see where it went.
 */
export function renderScreen(ui: ReactElement, { at = '/', path }: { at?: string; path?: string } = {}) {
  const queryClient = createQueryClient();
  // No pause between keystrokes: nothing here waits on typing speed, and jsdom is slow enough.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path ?? at} element={ui} />
          <Route path="*" element={<ElsewherePage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}

/** The path the screen navigated to, once it has. */
export async function navigatedTo(): Promise<string> {
  return (await screen.findByTestId('elsewhere')).textContent ?? '';
}

/** The text of the toast on screen (title and description), once one shows. */
export async function toastText(): Promise<string> {
  return (await screen.findByTestId('toast')).textContent ?? '';
}
