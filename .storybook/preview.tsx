import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@mocks/handlers';
import { resetMockDb } from '@mocks/db';
import { configure } from 'storybook/test';
import '@/app/styles.css';

// A story renders the whole app against the in-browser backend; on a busy 2-core CI machine the
// first paint of a page can take more than testing-library's default 1 s. findBy* waits for what
// the guest sees, up to this long (never a fixed sleep).
configure({ asyncUtilTimeout: 5000 });

/**
 * Every story runs against the mock backend: its handlers are the worker's initial handlers
 * (they survive the reset between stories); a story adds overrides with `parameters.msw` or
 * `beforeEach({ msw })`. The data starts fresh for every story.
 */
const preview: Preview = {
  loaders: [
    async () => {
      await resetMockDb();
      sessionStorage.clear();
      return {};
    },
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
      return worker;
    }),
  ],
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};

export default preview;
