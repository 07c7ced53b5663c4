/**
 * One page for all the tests of a worker, for the model-based walks (tests/e2e/model.spec.ts):
 * a new browser context costs each test about a second before its page shows (the mock backend's
 * service worker registers anew), a walk on a page already open half a second. Each test starts
 * with the app origin's storage (the mock's database and cookies, the flows' kept snapshots) and
 * the context's cookies emptied; what else a browser keeps (the service worker, its cache, the
 * card frame's origin) carries over, as it does for a guest. The page is watched as every e2e
 * page is (console errors, CSP violations, the flow states for the coverage report). With
 * E2E_TRACE=1 the trace of each failing test is kept, as for the other tests.
 */
import { test as base, type Page } from '@playwright/test';
import { installApiRecorder } from './api-recorder';
import { contextOptionsOf } from './contexts';
import { apiLogOf, endReport, newReport, watchPage, type ApiLog, type FlowOpener, type PageReport } from './fixtures';
import { endVisit, newVisit, openFlow } from '../model/play';

interface SharedPage {
  page: Page;
  /** the report of the test running on the page */
  report: PageReport;
}

export const walkTest = base.extend<
  { walkPage: { page: Page; api: ApiLog; flow: FlowOpener } },
  { workerPage: SharedPage }
>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      // the project's context options, as Playwright gives a test's own context (its locale by default)
      const context = await browser.newContext(contextOptionsOf({ locale: 'en-US', ...workerInfo.project.use }));
      const shared: SharedPage = { page: await context.newPage(), report: newReport() };
      await watchPage(shared.page, () => shared.report);
      await shared.page.addInitScript(installApiRecorder);
      await use(shared);
      await context.close();
    },
    { scope: 'worker' },
  ],
  walkPage: async ({ workerPage }, use, testInfo) => {
    const { page } = workerPage;
    workerPage.report = newReport();
    // a new visit: the last test left the app (below), its cookies go, and the first document of
    // this test empties the storage it kept before the app reads it (later ones, a reload, keep it)
    await newVisit(page, testInfo.testId);
    const api = apiLogOf(page);
    await use({ page, api, flow: { open: (flow, state) => openFlow(page, api, flow, state) } });
    // the page leaves the app before the test's report ends: what its leaving says is this test's
    await endVisit(page);
    await page.goto('about:blank');
    endReport(workerPage.report, testInfo);
  },
});
