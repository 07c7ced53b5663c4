import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { handlers } from '../mocks/handlers';
import { resetMockDb } from '../mocks/db';
import '../src/app/styles.css';

/** Every story runs against the mock backend; a story overrides handlers for its state. */
initialize({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });

const preview: Preview = {
  loaders: [
    async () => {
      resetMockDb();
      return {};
    },
    mswLoader,
  ],
  parameters: {
    msw: { handlers },
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};

export default preview;
