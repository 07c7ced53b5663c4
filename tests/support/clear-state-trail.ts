import { rmSync } from 'node:fs';

/** Each vitest run reports the states its browser suites reached, not an earlier run's. */
export default function setup() {
  rmSync('reports/state-trail-vitest', { recursive: true, force: true });
}
