/**
 * The booking flow's actor as its pages read it: a React context the Book/{code} layout fills
 * once the flow's code has loaded (src/features/booking/BookingLayout.tsx). Light on purpose: the
 * search page's first load carries this, not the flow (its machine, basket and pricing load
 * after the page has painted; the pages after it import them with their own code).
 */
import { createContext, createElement, useContext, type ComponentType, type ReactElement } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { bookingMachine } from '@machines/booking/booking.machine';
import type { BookingPropertyFacts } from '@machines/booking/booking.types';

export type BookingActor = ActorRefFrom<typeof bookingMachine>;
type BookingFlowSnapshot = SnapshotFrom<typeof bookingMachine>;

/** The flow's actor, or null until its code has loaded (only the search page is drawn before). */
export const BookingActorContext = createContext<BookingActor | null>(null);

/** The booking flow's actor (a page the layout draws once the flow is there). */
export function useBookingActor(): BookingActor {
  const actor = useContext(BookingActorContext);
  if (!actor) throw new Error('useBookingActor: no booking flow here (a page of the Book/{code} layout needs it)');
  return actor;
}

/** A value selected from the booking flow's snapshot: `useBookingSelector(selector, compare?)`. */
export function useBookingSelector<T>(
  selector: (snapshot: BookingFlowSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useBookingActor(), selector, compare);
}

/** What the layout gives the flow's host (src/features/booking/BookingProvider.tsx). */
export interface BookingFlowHostProps {
  facts: BookingPropertyFacts;
  /** the layout has given the pages the actor: the flow's own effects may run */
  ready: boolean;
  onActor: (actor: BookingActor) => void;
}

/** Draws the flow's host (an element of the flow's own component). */
export type BookingFlowHostDrawer = (props: BookingFlowHostProps) => ReactElement;

let host: BookingFlowHostDrawer | null = null;

/** Called by the flow's code as it loads (with a page's code, or after the search page). */
export function registerBookingFlowHost(draw: BookingFlowHostDrawer): void {
  host = draw;
}

/** What draws the flow's host, once its code has loaded; null before. */
export function bookingFlowHost(): BookingFlowHostDrawer | null {
  return host;
}

/**
 * A page that needs the booking flow: drawn once the layout has started it (at once when the page's
 * own code brought the flow's: before the browser paints).
 */
export function withBookingFlow(Page: ComponentType): ComponentType {
  function WithBookingFlow() {
    return useContext(BookingActorContext) ? createElement(Page) : null;
  }
  WithBookingFlow.displayName = `withBookingFlow(${Page.displayName ?? Page.name})`;
  return WithBookingFlow;
}

/** Where the layout draws the flow's host: `draw` once the flow's code has loaded. */
export function BookingFlowHostSlot({ draw, ...props }: BookingFlowHostProps & { draw: BookingFlowHostDrawer }) {
  return draw(props);
}
