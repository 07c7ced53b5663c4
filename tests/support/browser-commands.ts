/**
 * Browser commands of the Vitest browser projects (they run in Node, with Playwright's hold on the
 * page). The card frame is on another origin: the page's own code cannot read it, so a test asks
 * Playwright what a guest would see of one of its fields.
 */
import type { BrowserCommand } from 'vitest/node';

export interface CardFrameFieldState {
  value: string;
  visible: boolean;
  invalid: boolean;
  /** the text of its aria-describedby elements that show */
  description: string;
  /** the field has the keyboard focus */
  focused: boolean;
  /** its text colour (the hotel's, from the page) */
  colour: string;
}

const cardFrameField: BrowserCommand<[frameTitle: string, label: string]> = async (context, frameTitle, label) => {
  if (!('iframe' in context)) throw new Error('cardFrameField needs the Playwright provider');
  const field = context.iframe
    .locator(`iframe[title="${frameTitle}"]`)
    .contentFrame()
    .getByLabel(label, { exact: true });
  return field.evaluate((element): CardFrameFieldState => {
    const input = element as HTMLInputElement;
    const description = (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((box): box is HTMLElement => !!box && !box.hidden)
      .map((box) => box.textContent?.trim() ?? '')
      .join(' ');
    return {
      value: input.value,
      visible: input.checkVisibility(),
      invalid: input.getAttribute('aria-invalid') === 'true',
      description,
      focused: document.activeElement === input && document.hasFocus(),
      colour: getComputedStyle(input).color,
    };
  });
};

export const browserCommands = { cardFrameField };

declare module 'vitest/browser' {
  interface BrowserCommands {
    cardFrameField: (frameTitle: string, label: string) => Promise<CardFrameFieldState>;
  }
}
