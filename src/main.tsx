import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import './app/styles.css';

/** The mock backend is loaded only when mocking is on, so it never weighs on a real build. */
async function startMockBackendIfEnabled(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
}

async function main() {
  await startMockBackendIfEnabled();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createRouter()} />
    </StrictMode>,
  );
}

void main();
