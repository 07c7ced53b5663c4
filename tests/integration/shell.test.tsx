import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router';
import { api, call } from '@/api/client';
import { readCookie } from '@/api/cookies';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('app shell in Chromium against the mock backend', () => {
  it('loads the property, applies its theme and offers the menu', async () => {
    renderAt('/Book/SEAVIEW');
    expect(await screen.findByRole('heading', { level: 1, name: /Book your stay at Seaview/i })).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Manage booking' })).toHaveAttribute('href', '/Manage/SEAVIEW');
    const layout = document.querySelector<HTMLElement>('[data-property="SEAVIEW"]');
    // SEAVIEW's own dark blue, white text on it, and its accent darkened for focus rings on white
    expect(layout?.style.getPropertyValue('--color-brand-primary')).toBe('#0b4f6c');
    expect(layout?.style.getPropertyValue('--color-on-brand')).toBe('#ffffff');
    expect(layout?.style.getPropertyValue('--color-accent')).toBe('#c38247');
  });

  it('receives the XSRF cookie from the server and sends it back on a state-changing call', async () => {
    renderAt('/Book/SEAVIEW');
    await screen.findByRole('heading', { level: 1 });
    expect(readCookie('XSRF-TOKEN')).toBeTruthy();
    // Logging out anonymously is allowed; without the header the mock would answer 403.
    await expect(call(api.POST('/api/Account/Logout', {}))).resolves.toBeUndefined();
  });

  it('redirects Rooms-And-Rates to the search page when the search is incomplete', async () => {
    const router = renderAt('/Book/SEAVIEW/Rooms-And-Rates?rooms=2-0-0#top');
    await screen.findByRole('heading', { level: 1, name: /Book your stay at/ });
    expect(router.state.location.pathname).toBe('/Book/SEAVIEW');
    expect(router.state.location.search).toBe('?rooms=2-0-0');
    expect(router.state.location.hash).toBe('#top');
  });

  it('opens the contact-us dialog with the hotel telephone and e-mail', async () => {
    renderAt('/Book/SEAVIEW');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(dialog).getByRole('link', { name: /^\+/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+/));
    expect(within(dialog).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });
});
