/**
 * The booking flow's code is not part of the search page (src/features/booking/BookingLayout.tsx):
 * it loads when the page is idle. A guest who presses Search before that still gets the search,
 * once, as the flow starts with the rooms page's code. (Its own file: the flow's code, once
 * loaded, stays loaded for every later test of a file.)
 */
import { expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupWorker } from 'msw/browser';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router';
import { addDays } from '@/domain/dates';
import { bookingFlowHost } from '@/features/booking/bookingFlow';
import { localToday } from '@/ui/clock';

const worker = (globalThis as { __integrationWorker?: SetupWorker }).__integrationWorker!;

it('a Search pressed before the flow has loaded searches once, as the flow starts', async () => {
  // the page is never idle: the flow's code does not load by itself
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
  const searches: string[] = [];
  const count = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/Availability/Search') searches.push(request.url);
  };
  worker.events.on('request:start', count);
  try {
    const from = addDays(localToday(), 30);
    const to = addDays(from, 2);
    const router = createMemoryRouter(routes, {
      initialEntries: [`/Book/SEAVIEW?from=${from}&to=${to}&rooms=2-0-0`],
    });
    render(<RouterProvider router={router} />);
    const form = await screen.findByRole('form', { name: 'Search for rooms' });
    await waitFor(() => expect(form.getAttribute('data-state')).toContain('calendar.loaded'));
    expect(bookingFlowHost(), 'the flow has not loaded with the search page').toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Book/SEAVIEW/Rooms-And-Rates'));
    // the rooms page brought the flow's code, and the flow searched
    expect(await screen.findByRole('heading', { level: 2, name: /^Choose a room/ })).toBeTruthy();
    expect(bookingFlowHost()).not.toBeNull();
    expect(searches).toHaveLength(1);
  } finally {
    worker.events.removeListener('request:start', count);
    vi.unstubAllGlobals();
  }
});
