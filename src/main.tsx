import { StrictMode, startTransition } from 'react';
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
