import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppAt, expectAccessibleNow, findLiveRegion, findStatus, inDays, OPEN_NIGHTS_FROM } from '../support';
import { DEMO } from '@mocks/db/demo';
import { handlers } from '@mocks/handlers';
import { scenarioHandlers } from '@mocks/scenarios';
import { forget } from '@/app/cache';
import { formatTypedDate } from '@/domain/dates';

/**
 * /BookGroup/{code}: one search across a group's hotels (manage spec 2, 3, 5, 7), with the group's
 * own layout. Each state of the group search machine, against the mock backend.
 */
const meta = {
  title: 'Group/Find a hotel',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: '/BookGroup/COASTAL' },
  beforeEach: () => forget('group:'),
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

const stay = (from: number, nights: number, rooms: string) =>
  `from=${inDays(from)}&to=${inDays(from + nights)}&rooms=${rooms}`;
/** The demo group stay for two rooms: SEAVIEW sold out, LIGHTHOUSE takes one room. */
const TWO_ROOMS = stay(DEMO.groupSearch.arrivalOffset, DEMO.groupSearch.nights, '2-0-0,2-0-0');
const GROUP_SEARCH = '*/api/Availability/SearchPropertyGroup';
const SEARCH_DOWN = 'Our hotel search is taking a break. Please try again in a minute.';

async function results(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return within(await canvas.findByRole('region', { name: /^Hotels/ }));
}

const cardNames = (region: ReturnType<typeof within>) =>
  region.getAllByRole('article').map((a: HTMLElement) => a.querySelector('h3')?.textContent ?? '');

/** Before a search: the group's layout, the form and the group's hotels. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Find a hotel' });
    await expect(canvas.getByRole('img', { name: 'Coastal Collection home' })).toBeVisible();
    const form = within(canvas.getByRole('form', { name: 'Search our hotels' }));
    await expect(form.getByLabelText('Area or location')).toHaveValue('');
    const ourHotels = canvas.getByRole('region', { name: 'Our hotels' });
    await expect(ourHotels).toHaveAttribute('data-state', expect.stringContaining('results.idle'));
    const hotels = within(ourHotels);
    await expect(hotels.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Seaview Grand Hotel',
      'Harbour House',
      'Lighthouse Inn',
      'City Loft Dublin',
    ]);
    await expect(canvas.queryByRole('region', { name: /^Hotels/ })).toBeNull();
    // the search refuses to run without dates, and says so
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    await expect(form.getByText('Please choose your arrival and departure dates.')).toBeVisible();
  },
};

/** While the hotels answer. */
export const Searching: Story = {
  args: { path: `/BookGroup/COASTAL?${TWO_ROOMS}` },
  parameters: {
    msw: {
      handlers: [
        http.post(GROUP_SEARCH, async () => {
          await delay('infinite');
          return HttpResponse.json({ Properties: [] });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await findStatus(canvasElement, 'Searching our hotels…');
    const region = await results(canvasElement);
    await expect(region.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Every hotel can take the stay: cheapest first, City Loft in euros with its price in pounds. */
export const Results: Story = {
  args: { path: `/BookGroup/COASTAL?${stay(OPEN_NIGHTS_FROM, 2, '2-0-0')}` },
  play: async ({ canvasElement }) => {
    await findStatus(canvasElement, '4 of 4 hotels can take your stay.');
    const region = await results(canvasElement);
    await expect(region.getAllByRole('link', { name: /^View rooms at / })).toHaveLength(4);
    const city = within(region.getByRole('article', { name: 'City Loft Dublin' }));
    await expect(city.getByText(/^About £[\d,]+\.\d{2}; the hotel charges in its own currency\.$/)).toBeVisible();
    // each hotel with its picture, described, fetched only as the guest scrolls near it
    const front = city.getByRole('img', { name: /^City Loft: a brick warehouse/ });
    await expect(front).toHaveAttribute('loading', 'lazy');
  },
};

/**
 * After a search, the departure cleared and Search pressed: the form says what it needs and
 * searches nothing (the results of the last search stay).
 */
export const SearchedAgainWithoutDeparture: Story = {
  args: { path: `/BookGroup/COASTAL?${stay(OPEN_NIGHTS_FROM, 2, '2-0-0')}` },
  play: async ({ canvasElement }) => {
    await findStatus(canvasElement, '4 of 4 hotels can take your stay.');
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Search our hotels' });
    const search = within(form).getByRole('button', { name: /^Search$/ });
    // the stay of the link, settled (its alternatives worked out)
    await waitFor(() => expect(form.getAttribute('data-state')).toContain('dates.settled'));
    await userEvent.clear(within(form).getByLabelText('Departure', { exact: true }));
    await waitFor(() => expect(form.getAttribute('data-state')).toContain('dates.incomplete'));
    await userEvent.click(search);
    await waitFor(() => expect(form.getAttribute('data-state')).toContain('form.editing.incomplete'));
    await expect(within(form).getByText('Please choose your arrival and departure dates.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /^Hotels/ }).querySelectorAll('article')).toHaveLength(4);
  },
};

/** Two of four hotels cannot take two rooms on these nights: each says why. */
export const SomeUnavailable: Story = {
  args: { path: `/BookGroup/COASTAL?${TWO_ROOMS}` },
  play: async ({ canvasElement }) => {
    await findStatus(canvasElement, '2 of 4 hotels can take your stay.');
    const region = await results(canvasElement);
    await expect(cardNames(region).slice(2)).toEqual(['Seaview Grand Hotel', 'Lighthouse Inn']);
    const seaview = within(region.getByRole('article', { name: 'Seaview Grand Hotel' }));
    await expect(seaview.getByText('Sold out')).toBeVisible();
    await expect(seaview.getByText(/No rooms available on selected dates/)).toBeVisible();
    const lighthouse = within(region.getByRole('article', { name: 'Lighthouse Inn' }));
    await expect(lighthouse.getByText('Too many rooms')).toBeVisible();
    await expect(lighthouse.getByText(/takes at most 1 room in one online booking\./)).toBeVisible();
    await expect(lighthouse.getByRole('link', { name: 'Change your search at Lighthouse Inn' })).toHaveAttribute(
      'href',
      `/Book/LIGHTHOUSE?${TWO_ROOMS}`,
    );
    // sorted by area instead: the group's order of areas
    await userEvent.selectOptions(region.getByLabelText('Sort by'), 'area');
    await waitFor(() =>
      expect(cardNames(region)).toEqual(['Seaview Grand Hotel', 'Harbour House', 'Lighthouse Inn', 'City Loft Dublin']),
    );
  },
};

/** No hotel has rooms: the reasons, and what to try. */
export const NoneAvailable: Story = {
  args: { path: `/BookGroup/COASTAL?${TWO_ROOMS}` },
  parameters: { msw: { handlers: scenarioHandlers('sold-out') } },
  play: async ({ canvasElement }) => {
    await findStatus(canvasElement, 'None of 4 hotels can take your stay.');
    const region = await results(canvasElement);
    await expect(region.getAllByText('Sold out')).toHaveLength(4);
    await expect(region.queryAllByRole('link', { name: /^View rooms/ })).toHaveLength(0);
    await expect(region.getByText(/^Try other dates, fewer rooms or another area/)).toBeVisible();
  },
};

let failures = 0;
/** The group search fails once (500 with a Message), then answers. */
const failsOnce = http.post(GROUP_SEARCH, () => {
  failures += 1;
  if (failures === 1) return HttpResponse.json({ Message: SEARCH_DOWN }, { status: 500 });
  return undefined;
});

/** The search failed: the server's message, the form as it was, and a retry that works. */
export const Failed: Story = {
  args: { path: `/BookGroup/COASTAL?${TWO_ROOMS}` },
  parameters: { msw: { handlers: [failsOnce, ...handlers] } },
  beforeEach: () => {
    failures = 0;
  },
  play: async ({ canvasElement }) => {
    await findLiveRegion(canvasElement, 'alert', SEARCH_DOWN);
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Search our hotels' }));
    await expect(form.getByLabelText('Arrival', { exact: true })).toHaveValue(
      formatTypedDate(inDays(DEMO.groupSearch.arrivalOffset)),
    );
    await expect(form.getByRole('button', { name: /^Rooms and guests 2 rooms, / })).toBeVisible();
    await expectAccessibleNow();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await findStatus(canvasElement, '2 of 4 hotels can take your stay.');
  },
};

/** A group of one area: no area filter or sort by area; the form offers its hotels' locations. */
export const OneArea: Story = {
  args: { path: `/BookGroup/${DEMO.oneAreaGroup}?${stay(OPEN_NIGHTS_FROM, 2, '2-0-0')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStatus(canvasElement, '2 of 2 hotels can take your stay.');
    await expect(canvas.getByRole('img', { name: 'Cornish Harbours home' })).toBeVisible();
    const region = await results(canvasElement);
    await expect(region.queryByRole('group', { name: 'Show hotels in' })).toBeNull();
    await expect(region.queryByLabelText('Sort by')).toBeNull();
    const form = within(canvas.getByRole('form', { name: 'Search our hotels' }));
    await expect(
      within(form.getByLabelText('Location'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any location', 'Harbour Front, Harbour House']);
  },
};

/** The group's menu: manage a booking at one of its hotels, contact the group. */
export const Menu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = within(await canvas.findByRole('navigation', { name: 'Main menu' }));
    await userEvent.click(menu.getByRole('button', { name: 'Contact us' }));
    const contact = within(await canvas.findByRole('dialog', { name: 'Contact us' }));
    await expect(contact.getByRole('link', { name: '+44 1273 000100' })).toHaveAttribute('href', 'tel:+441273000100');
    await expect(contact.getByRole('link', { name: 'Harbour House' })).toHaveAttribute('href', '/Contact/HARBOUR');
    await expectAccessibleNow();
    await userEvent.click(contact.getByRole('button', { name: /^Close/ }));
    await userEvent.click(menu.getByRole('button', { name: 'Manage booking' }));
    const manage = within(await canvas.findByRole('dialog', { name: 'Manage a booking' }));
    await expect(manage.getByRole('link', { name: 'City Loft Dublin' })).toHaveAttribute('href', '/Manage/CITYLOFT');
  },
};
