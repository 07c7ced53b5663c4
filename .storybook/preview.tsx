import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '../mocks/handlers';
import { resetMockDb } from '../mocks/db';
import '../src/app/styles.css';

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
