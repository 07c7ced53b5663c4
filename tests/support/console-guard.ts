/**
 * Every Vitest project loads this: a `console.error` during a test fails that test, as a console
 * error already fails an e2e test. (An unhandled rejection or an uncaught error already fails the
 * run: Vitest reports it itself.)
 */
import { afterEach, beforeEach, expect } from 'vitest';

let errors: string[] = [];
const original = console.error;

function text(args: unknown[]): string {
  return args
    .map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : typeof a === 'string' ? a : String(a)))
    .join(' ');
}

/**
 * What the harness, not the app, logs: Storybook's portable stories wrap each render and action in
 * React's act and set IS_REACT_ACT_ENVIRONMENT only while each runs; when two overlap on a loaded
 * machine, one ends and clears it under the other, and React says so about the environment (seen
 * once in a CI run of a group-search story; the story's own assertions passed).
 */
const HARNESS_NOTES = [/^The current testing environment is not configured to support act\(\.\.\.\)$/];

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    const message = text(args);
    if (!HARNESS_NOTES.some((note) => note.test(message))) errors.push(message);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  expect(errors, 'console.error during the test').toEqual([]);
});
