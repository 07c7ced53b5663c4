/** The Status page's view model: what the guest is told while the booking is confirmed. */
import type { SnapshotFrom } from 'xstate';
import type { statusMachine } from './status.machine';
import { stateString } from '../stateValue';

export type StatusSnapshot = SnapshotFrom<typeof statusMachine>;

export interface StatusView {
  state: string;
  /** checking (and waiting between polls), confirmed, failed, stillPending, unreachable */
  phase: 'checking' | 'confirmed' | 'failed' | 'stillPending' | 'unreachable';
  message: string | null;
  referenceNumber: string | null;
  /** the checks stopped as the server refused them (an unknown or old link), not as it could not be reached */
  refused: boolean;
}

export function statusView(snapshot: StatusSnapshot): StatusView {
  const { message, referenceNumber, refused } = snapshot.context;
  const phases = ['confirmed', 'failed', 'stillPending', 'unreachable'] as const;
  return {
    state: stateString(snapshot.value),
    phase: phases.find((phase) => snapshot.matches(phase)) ?? 'checking',
    message: message ?? null,
    referenceNumber: referenceNumber ?? null,
    refused,
  };
}
