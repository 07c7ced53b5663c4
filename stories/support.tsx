import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../src/app/router';

/** The real app at one address, against the mock backend (or a story's handler overrides). */
export function AppAt({ path }: { path: string }) {
  return <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />;
}

/** A date `days` from today as YYYY-MM-DD (the mock backend's data is relative to today). */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A Rooms-And-Rates address for SEAVIEW. */
export function roomsAndRates(options: { from?: number; nights?: number; rooms?: string; promo?: string } = {}): string {
  const from = options.from ?? 45;
  const params = new URLSearchParams({ from: inDays(from), to: inDays(from + (options.nights ?? 2)), rooms: options.rooms ?? '2-0-0' });
  if (options.promo) params.set('promo', options.promo);
  return `/Book/SEAVIEW/Rooms-And-Rates?${params.toString()}`;
}
