import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@mocks/handlers';
import { resetMockDb } from '@mocks/db';
import { configure } from 'storybook/test';
import { forget } from '@/app/cache';
import { themeAttributes } from '@/app/theme';
import { DEMO_PROPERTIES } from '@mocks/db/seed';
import { addons } from 'storybook/preview-api';
import { MACHINE_STATES_EVENT, MACHINE_STATES_REQUEST, watchShownStates, type ShownState } from './machineStates';
import '@/app/styles.css';

// the "Machine state" panel (.storybook/manager.tsx): where the story's flows are, as they move;
// set up when the first story renders (the channel to the manager exists by then)
let watching = false;
function reportMachineStates() {
  if (watching || !addons.hasChannel()) return;
  watching = true;
  const channel = addons.getChannel();
  let current: ShownState[] = [];
  watchShownStates(document.body, (states) => {
    current = states;
    channel.emit(MACHINE_STATES_EVENT, states);
  });
  // a panel opened after the story rendered asks for what is shown
  channel.on(MACHINE_STATES_REQUEST, () => channel.emit(MACHINE_STATES_EVENT, current));
}

// A story renders the whole app against the in-browser backend; on a busy 2-core CI machine the
// first paint of a page can take more than testing-library's default 1 s. findBy* waits for what
// the guest sees, up to this long, as the e2e suite waits (never a fixed sleep).
configure({ asyncUtilTimeout: 10_000 });

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
      // what the app keeps for the guest's session (property data, configurations) starts afresh
      // with every story: the stories' tests share a page (vite.config, project "stories")
      forget('');
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
    // the widths the design is reviewed at
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  // The demo properties' themes, switchable in the toolbar: a component story takes the one
  // chosen; a page story shows its own property's (its layout sets it).
  globalTypes: {
    theme: {
      description: 'Property theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: DEMO_PROPERTIES.map((p) => ({ value: p.PropertyCode, title: p.PropertyName })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'SEAVIEW' },
  decorators: [
    (Story, { globals }) => {
      reportMachineStates();
      const property = DEMO_PROPERTIES.find((p) => p.PropertyCode === globals.theme) ?? DEMO_PROPERTIES[0];
      return (
        <div {...themeAttributes(property?.Theme ?? null)} data-theme={property?.PropertyCode}>
          <Story />
        </div>
      );
    },
  ],
};

export default preview;
