import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from '@/app/router';
import { yieldToMain } from '@/ui/scheduling';
import '@/app/styles.css';
import { SHELL_ATTRIBUTE } from '@/app/shellMark';
import { warmUpIntl } from '@/app/intlWarmUp';

/** Resolves once the router has its first page: its loaders' data and its routes' code. */
function firstPageReady(router: ReturnType<typeof createRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The mock backend is loaded only when mocking is on, so it never weighs on a real build. */
async function startMockBackendIfEnabled(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const { startMockBackend } = await import('@mocks/browser');
    await startMockBackend();
  }
}

async function main() {
  // the formatting library's first set-up, off the page's thread while the code and data load
  warmUpIntl();
  await startMockBackendIfEnabled();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Start-up runs as several short tasks rather than one long one, so a tap during load is
  // answered at once: evaluating the code, then starting the router (its calls and route code),
  // then rendering, which React splits further because it is a transition.
  await yieldToMain();
  const router = createRouter();
  await yieldToMain();
  // A page drawn by the server (the search page's shell: the hotel's name and picture) stays until
  // the app's first page is ready (its data and code), so the guest never sees it give way to a
  // loading line first.
  if (container.querySelector(`[${SHELL_ATTRIBUTE}]`)) await firstPageReady(router);
  // StrictMode: in development it mounts twice, which stops and restarts the flows' actors; they
  // are safe to restart (machines/fromCall), and the integration tests render in StrictMode too.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

void main();
