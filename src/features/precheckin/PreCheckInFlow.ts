import { createActorContext } from '@xstate/react';
import { preCheckInMachine } from '@machines/precheckin/precheckin.machine';
import type { PreCheckInSnapshot } from '@machines/precheckin/precheckin.selectors';
import { useFlowView } from '@/ui/flowContext';

/** The pre check-in flow of the page. */
export const PreCheckInFlow = createActorContext(preCheckInMachine);

export const usePreCheckInActor = PreCheckInFlow.useActorRef;

export function usePreCheckInView<T, A>(select: (snapshot: PreCheckInSnapshot, settings: A) => T, settings: A): T {
  return useFlowView(PreCheckInFlow.useSelector, select, settings);
}
