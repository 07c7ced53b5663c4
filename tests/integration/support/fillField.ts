import { page } from 'vitest/browser';

/**
 * Types into a text field as the browser does (one fill, the field's own input events), finding it
 * by its exact accessible name when the action runs. A locator made from a found element names it
 * by a part of its label, any case (`label="Arrival"i`): once the calendar names a day "…, arrival"
 * that locator means two elements, and the action fails, a race on a busy machine.
 */
export function fillField(name: string, text: string): Promise<void> {
  return page.getByRole('textbox', { name, exact: true }).fill(text);
}
