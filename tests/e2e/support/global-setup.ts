import { rmSync } from 'node:fs';
import { AXE_SHAPES_FILE, STATE_TRAIL_DIR } from './fixtures';

/** Each e2e run reports the states it reached, and scans the screens it shows, not an earlier run's. */
export default function globalSetup() {
  rmSync(STATE_TRAIL_DIR, { recursive: true, force: true });
  rmSync(AXE_SHAPES_FILE, { force: true });
}
