/**
 * Rooms-And-Rates shows its rooms without the code of the steps after a rate (upgrade, guests,
 * extras: their forms, rules and texts), which load when the page is idle or when the guest gets
 * there first (src/ui/laterModule.ts). (Its own file: a module, once loaded, stays loaded for every
 * later test of a file.)
 */
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router';
import { addDays } from '@/domain/dates';
import { laterModule, useLaterModule, type LaterModule, type LaterNeed } from '@/ui/laterModule';
import { StepLoading } from '@/ui/steps/StepStatus';
import { localToday } from '@/ui/clock';

// every module the dev server serves is a resource of the page: room for more than the default 250
performance.setResourceTimingBufferSize(100_000);

/** whether the page has asked for a module of the app (the dev server serves each on its own) */
const requested = (file: string) =>
  performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.endsWith(file));

/** the page is never idle: nothing waits for idleness loads by itself */
function neverIdle() {
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
}

afterEach(() => vi.unstubAllGlobals());

it('the rooms come without the later steps, and a rate chosen brings the next step', async () => {
  neverIdle();
  const from = addDays(localToday(), 30);
  const to = addDays(from, 2);
  const router = createMemoryRouter(routes, {
    initialEntries: [`/Book/SEAVIEW/Rooms-And-Rates?from=${from}&to=${to}&rooms=2-0-0`],
  });
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { level: 2, name: /^Choose a room for Room 1/ })).toBeTruthy();
  // a phone's width (the tests' browser): a room type's rates are a step of their own
  await userEvent.click((await screen.findAllByRole('button', { name: /^See rates for / }))[0]!);
  const select = (await screen.findAllByRole('button', { name: /^Select .* for Room 1, / }))[0]!;
  expect(requested('/StepsAfterRate.tsx'), 'the later steps are not loaded with the rooms').toBe(false);

  await userEvent.click(select);
  // the first step after a rate: an upgrade offered, or who is staying
  const next = await screen.findByRole('heading', {
    level: 2,
    name: /^(Upgrade Room 1\?|Who is staying in Room 1\?)$/,
  });
  expect(requested('/StepsAfterRate.tsx')).toBe(true);
  // a new step's heading takes focus, also when its code came after the choice
  await waitFor(() => expect(document.activeElement).toBe(next));
});

/** Shows what a later module gives, or that it is loading; a failure reaches the boundary. */
function Later({ later, need }: { later: LaterModule<{ text: string }>; need: LaterNeed }) {
  const module = useLaterModule(later, need);
  return <p>{module ? module.text : 'loading'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: String(error) };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

/** the page is idle at once: what waits for idleness runs as soon as it asks */
function alwaysIdle() {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => {
    task();
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
}

/** a module's load the test answers when it likes */
function heldLoad() {
  let answer!: { resolve: (m: { text: string }) => void; reject: (e: Error) => void };
  const promise = new Promise<{ text: string }>((resolve, reject) => (answer = { resolve, reject }));
  return { promise, ...answer };
}

/**
 * A page idle at once that looks ahead: the look-ahead's load is held for the test to answer, and
 * the next load answers the module.
 */
function lookAheadHeld() {
  alwaysIdle();
  const first = heldLoad();
  const importModule = vi
    .fn<() => Promise<{ text: string }>>()
    .mockReturnValueOnce(first.promise)
    .mockResolvedValueOnce({ text: 'the later step' });
  const later = laterModule(importModule);
  const { rerender } = render(
    <Boundary>
      <Later later={later} need="soon" />
    </Boundary>,
  );
  return { first, importModule, later, rerender };
}

describe('a later module', () => {
  it('is not loaded before the page says so, even when idle; soon, it loads when idle; now, at once', async () => {
    alwaysIdle();
    const importModule = vi.fn(() => Promise.resolve({ text: 'the later step' }));
    const later = laterModule(importModule);
    const { rerender } = render(<Later later={later} need="not yet" />);
    await act(async () => {});
    expect(screen.getByText('loading')).toBeTruthy();
    expect(importModule).not.toHaveBeenCalled();

    rerender(<Later later={later} need="soon" />);
    expect(await screen.findByText('the later step')).toBeTruthy();
    expect(importModule).toHaveBeenCalledTimes(1);

    neverIdle();
    const needed = vi.fn(() => Promise.resolve({ text: 'the step needed' }));
    render(<Later later={laterModule(needed)} need="now" />);
    expect(await screen.findByText('the step needed')).toBeTruthy();
  });

  it('waits for the page to be idle while it is only a look-ahead', async () => {
    neverIdle();
    const importModule = vi.fn(() => Promise.resolve({ text: 'the later step' }));
    render(<Later later={laterModule(importModule)} need="soon" />);
    await act(async () => {});
    expect(importModule).not.toHaveBeenCalled();
  });

  it('loads once for every page that asks, and a page drawn later has it at once', async () => {
    const importModule = vi.fn(() => Promise.resolve({ text: 'the later step' }));
    const later = laterModule(importModule);
    render(
      <>
        <Later later={later} need="soon" />
        <Later later={later} need="now" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('the later step')).toHaveLength(2));
    expect(importModule).toHaveBeenCalledTimes(1);
    render(<Later later={later} need="not yet" />);
    expect(screen.getAllByText('the later step')).toHaveLength(3);
  });

  it('a failed look-ahead says nothing, and the step asks again when it is needed', async () => {
    const { first, importModule, later, rerender } = lookAheadHeld();
    expect(importModule).toHaveBeenCalledTimes(1);
    await act(async () => {
      first.reject(new Error('offline'));
      await first.promise.catch(() => {});
    });
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <Boundary>
        <Later later={later} need="now" />
      </Boundary>,
    );
    expect(await screen.findByText('the later step')).toBeTruthy();
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('needed while a look-ahead is under way, a failure of that load is tried again', async () => {
    const { first, importModule, later, rerender } = lookAheadHeld();
    rerender(
      <Boundary>
        <Later later={later} need="now" />
      </Boundary>,
    );
    expect(importModule).toHaveBeenCalledTimes(1); // the look-ahead's load, shared
    first.reject(new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByText('the later step')).toBeTruthy();
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("needed, a load that fails twice reaches the page's error boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the error the boundary catches
    const importModule = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <Boundary>
        <Later later={laterModule(importModule)} need="now" />
      </Boundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch dynamically imported module');
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

it('the line that says a step is loading holds the focus until the step comes', async () => {
  render(
    <>
      <button type="button">Select</button>
      <StepLoading takeFocus>Loading…</StepLoading>
    </>,
  );
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
  expect(screen.getByRole('status').textContent).toBe('Loading…');
});
