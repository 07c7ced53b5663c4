/**
 * The paths on the app's origin the mock backend answers: the contract's (/api/..., and the
 * client logger's /jsnlog.logger) and the demo's drawn logos and pictures (/mock-assets/...).
 *
 * Every other request of a page (its documents, scripts, styles, pictures and fonts; in the dev
 * server, Storybook and Vitest's browser every module) goes to the server without the mock: the
 * service worker lets it pass before MSW sees it (scripts/vite-plugin-mock-worker.ts). MSW would
 * otherwise ask the page about each one (a message to the page and back, the page matching it
 * against every handler) only to let it pass.
 */
export const MOCKED_PATHS = /^\/(?:api\/|jsnlog\.logger$|mock-assets\/)/;
