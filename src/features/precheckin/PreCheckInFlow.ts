import { createContext, useContext } from 'react';
import { createActorContext } from '@xstate/react';
import type { CardFrameLink } from '@/payment/cardFrameLink';
import { preCheckInMachine } from '@machines/precheckin/precheckin.machine';
import type { PreCheckInSnapshot } from '@machines/precheckin/precheckin.selectors';
import { useFlowView } from '@/ui/flowContext';

/** The pre check-in flow of the page. */
export const PreCheckInFlow = createActorContext(preCheckInMachine);

export const usePreCheckInActor = PreCheckInFlow.useActorRef;

export function usePreCheckInView<T, A>(select: (snapshot: PreCheckInSnapshot, settings: A) => T, settings: A): T {
  return useFlowView(PreCheckInFlow.useSelector, select, settings);
}

/** The page's link to the payment provider's card frame (the flow asks it for the card's token). */
export const PreCheckInCardFrame = createContext<CardFrameLink | null>(null);

export function usePreCheckInCardFrame(): CardFrameLink {
  const link = useContext(PreCheckInCardFrame);
  if (!link) throw new Error('usePreCheckInCardFrame: outside the pre check-in page');
  return link;
}
