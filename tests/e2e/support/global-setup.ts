import { rmSync } from 'node:fs';
import { STATE_TRAIL_DIR } from './fixtures';

/** Each e2e run reports the states it reached, not an earlier run's. */
export default function globalSetup() {
  rmSync(STATE_TRAIL_DIR, { recursive: true, force: true });
}
