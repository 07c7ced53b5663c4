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

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(text(args));
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  expect(errors, 'console.error during the test').toEqual([]);
});
