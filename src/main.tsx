import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from '@/app/router';
import { yieldToMain } from '@/ui/scheduling';
import '@/app/styles.css';

/** The mock backend is loaded only when mocking is on, so it never weighs on a real build. */
async function startMockBackendIfEnabled(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const { startMockBackend } = await import('@mocks/browser');
    await startMockBackend();
  }
}

async function main() {
  await startMockBackendIfEnabled();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Start-up runs as several short tasks rather than one long one, so a tap during load is
  // answered at once: evaluating the code, then starting the router (its calls and route code),
  // then rendering, which React splits further because it is a transition.
  await yieldToMain();
  const router = createRouter();
  await yieldToMain();
  // No <StrictMode>: its development-only double mount stops and restarts the flows' XState
  // actors, whose aborted calls then arrive as failures ("The request was cancelled."). The
  // production build never double-mounts; the tests cover the rest (docs/decisions.md).
  const root = createRoot(container);
  startTransition(() => root.render(<RouterProvider router={router} />));
}

void main();
