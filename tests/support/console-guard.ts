/**
 * Every Vitest project loads this: a `console.error` during a test, or an unhandled promise
 * rejection, fails that test (as a console error already fails an e2e test). A test that
 * provokes one on purpose says so with `allowConsoleError(/what it expects/)`.
 */
import { afterEach, beforeEach, expect } from 'vitest';

let errors: string[] = [];
let allowed: RegExp[] = [];
const original = console.error;

/** This test expects console errors matching the pattern (they are then not a failure). */
export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

function text(args: unknown[]): string {
  return args
    .map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : typeof a === 'string' ? a : String(a)))
    .join(' ');
}

function onRejection(reason: unknown) {
  errors.push(`unhandled rejection: ${text([reason])}`);
}
const onWindowRejection = (event: PromiseRejectionEvent) => onRejection(event.reason);
const inBrowser = typeof window !== 'undefined';

beforeEach(() => {
  errors = [];
  allowed = [];
  console.error = (...args: unknown[]) => {
    errors.push(text(args));
    original(...args);
  };
  if (inBrowser) window.addEventListener('unhandledrejection', onWindowRejection);
  else process.on('unhandledRejection', onRejection);
});

afterEach(() => {
  console.error = original;
  if (inBrowser) window.removeEventListener('unhandledrejection', onWindowRejection);
  else process.off('unhandledRejection', onRejection);
  const unexpected = errors.filter((message) => !allowed.some((pattern) => pattern.test(message)));
  expect(unexpected, 'console.error or unhandled rejections during the test').toEqual([]);
});
