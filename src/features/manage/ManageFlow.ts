import { createActorContext } from '@xstate/react';
import { manageMachine } from '@machines/manage/manage.machine';
import type { ManageSnapshot } from '@machines/manage/manage.selectors';
import { useFlowView } from '@/ui/flowContext';

/** The manage-booking flow of the reservation page. */
export const ManageFlow = createActorContext(manageMachine);

export const useManageActor = ManageFlow.useActorRef;

/** A manage screen's view model, re-rendered only when it changed. */
export function useManageView<T, A>(select: (snapshot: ManageSnapshot, settings: A) => T, settings: A): T {
  return useFlowView(ManageFlow.useSelector, select, settings);
}

/** Whether the flow may take this event now (the UI asks the machine what is allowed). */
export function useCan(event: Parameters<ManageSnapshot['can']>[0]): boolean {
  return ManageFlow.useSelector((snapshot) => snapshot.can(event));
}
