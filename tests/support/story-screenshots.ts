/**
 * Setup file of the stories suite: the design system's stories (stories/design: tokens, colours,
 * primitives in each state) are compared with their screenshots at the phone and desktop review
 * widths once their play function has run (tests/visual-baselines/stories; `npm run
 * test:visual:update` redraws them). Compared in the reference browser only (Debian's Chromium
 * with the fonts `.ci/run` installs): another browser draws text differently.
 */
import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';

/** The review widths (Storybook's viewport menu): phone and desktop. */
const WIDTHS = { phone: [360, 740], desktop: [1280, 800] } as const;

afterEach(async ({ task }) => {
  if (!inject('referenceBrowser') || !/\/stories\/design\//.test(task.file.filepath)) return;
  const story = document.querySelector<HTMLElement>('#storybook-root') ?? document.body;
  const name = `${task.file.name.replace(/^.*\/|\.stories\.tsx$/g, '')}-${task.name.replaceAll(' ', '-')}`;
  for (const [width, [w, h]] of Object.entries(WIDTHS)) {
    // the window as tall as the story at this width: all of it is drawn, as a designer scrolls it
    await page.viewport(w, h);
    await page.viewport(w, Math.max(h, story.scrollHeight));
    await expect(page.elementLocator(story)).toMatchScreenshot(`${name}-${width}`);
  }
});

declare module 'vitest' {
  export interface ProvidedContext {
    /** the browser the screenshots are drawn in is the reference one (scripts/chromium.ts) */
    referenceBrowser: boolean;
  }
}
