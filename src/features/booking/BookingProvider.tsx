import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { createActor } from 'xstate';
import { bookingMachine } from '@machines/booking/booking.machine';
import type { BookingContext, BookingPropertyFacts } from '@machines/booking/booking.types';
import { storageKeys } from '@/ui/persistence';
import { SMALL_SCREEN } from '@/ui/viewport';
import { restorableSnapshot, usePersistedSnapshot } from '@/ui/flowContext';
import { recordBasketChange, recordBeginCheckout, recordPromotionCode } from './analytics';
import {
  BookingActorContext,
  registerBookingFlowHost,
  useBookingActor,
  type BookingActor,
  type BookingFlowHostProps,
} from './bookingFlow';

export { useBookingActor, useBookingSelector, withBookingFlow } from './bookingFlow';

/**
 * One booking flow per property for the whole Book/{code} route tree: its actor, started from the
 * snapshot kept in sessionStorage when there is one (the basket and the flow state are persisted
 * after every change: no card data lives in this machine), so a refresh never loses the guest's
 * choices. `restored` when it came back from such a snapshot.
 */
function useBookingFlow(facts: BookingPropertyFacts) {
  // In a data router, navigate is stable for the router's life, so the actor can keep it.
  const navigate = useNavigate();
  const storageKey = storageKeys.booking(facts.propertyCode);
  const [flow] = useState(() => {
    const logic = bookingMachine.provide({
      actions: {
        goToCheckout: () => {
          void navigate(`/Book/${facts.propertyCode}/Checkout`);
        },
      },
    });
    const isSmallScreen = typeof window !== 'undefined' && window.matchMedia?.(SMALL_SCREEN).matches === true;
    const input = { property: facts, isSmallScreen };
    const snapshot = restorableSnapshot(logic, input, storageKey);
    return { logic, options: snapshot ? { input, snapshot } : { input }, restored: snapshot !== undefined };
  });
  const [actor] = useState(() => createActor(flow.logic, flow.options));
  useEffect(() => {
    // StrictMode's second mount comes before the stop of the first unmount: the same actor runs on
    const stop = stopping.get(actor);
    if (stop !== undefined) clearTimeout(stop);
    stopping.delete(actor);
    actor.start();
    return () => {
      stopping.set(
        actor,
        setTimeout(() => {
          stopping.delete(actor);
          actor.stop();
        }, 0),
      );
    };
  }, [actor]);
  return { actor, restored: flow.restored, storageKey };
}

/**
 * Actors whose host has gone, stopped on the next turn unless it comes back at once. The flow's
 * actor is started and stopped here rather than by @xstate/react's `useActorRef`, whose StrictMode
 * stop and start forgets every subscriber: a page drawn beside the host (not inside it, as the
 * search page must be) would keep listening to nothing.
 */
const stopping = new WeakMap<BookingActor, ReturnType<typeof setTimeout>>();

/**
 * The search's answer is most of the flow's snapshot (1.3 MB of JSON with 100 room types) and
 * changes only with a search: written apart, once per answer, not again at each choice.
 */
const KEPT_APART = ['results'] as const satisfies readonly (keyof BookingContext)[];

/** The booking flow around `children` (a test's, or a story's, screens). */
export function BookingProvider({ facts, children }: { facts: BookingPropertyFacts; children: ReactNode }) {
  const { actor, restored, storageKey } = useBookingFlow(facts);
  return (
    <BookingActorContext.Provider value={actor}>
      {children}
      <BookingEffects facts={facts} storageKey={storageKey} restored={restored} />
    </BookingActorContext.Provider>
  );
}

/**
 * The booking flow as the Book/{code} layout runs it, beside its pages (not around them: the
 * search page is drawn before the flow's code has loaded, and must not be drawn again when it
 * comes). It hands the layout its actor before the browser paints; the flow's effects run once the
 * layout has given the pages the actor (`ready`), after the pages' own (the search of the address
 * comes before a restored flow's re-check).
 */
export function BookingFlowHost({ facts, ready, onActor }: BookingFlowHostProps) {
  const { actor, restored, storageKey } = useBookingFlow(facts);
  useLayoutEffect(() => onActor(actor), [actor, onActor]);
  return ready ? <BookingEffects facts={facts} storageKey={storageKey} restored={restored} /> : null;
}

/**
 * What the flow does beside the screens: the re-check of a restored flow, analytics, persistence
 * and the viewport. After the screens, so their effects (the search of the address) come first.
 */
function BookingEffects({
  facts,
  storageKey,
  restored,
}: {
  facts: BookingPropertyFacts;
  storageKey: string;
  restored: boolean;
}) {
  const actor = useBookingActor();
  useEffect(() => {
    // A flow restored from a reload shows what it had at once and re-checks availability.
    if (restored) actor.send({ type: 'availability.refreshRequested' });
  }, [actor, restored]);
  useEffect(() => {
    // Analytics of the spec: add/remove from cart, begin checkout, promotion code added.
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.context.basket !== previous.context.basket && !snapshot.matches('completed')) {
        recordBasketChange(facts.propertyCode, facts.currency, previous.context.basket, snapshot.context.basket);
      }
      if (snapshot.matches('checkout') && !previous.matches('checkout'))
        recordBeginCheckout(facts.propertyCode, facts.currency, snapshot.context.basket);
      // once per promo code and search: a reload's background re-check repeats the same search
      const search = snapshot.context.search;
      if (
        search?.promoCode &&
        snapshot.context.results?.IsPromoCodeValid &&
        snapshot.context.results !== previous.context.results
      )
        recordPromotionCode(facts.propertyCode, search);
      previous = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [actor, facts.propertyCode, facts.currency]);
  usePersistedSnapshot(actor, storageKey, undefined, KEPT_APART);
  useEffect(() => {
    const query = window.matchMedia?.(SMALL_SCREEN);
    if (!query) return undefined;
    const onChange = () => actor.send({ type: 'viewport.changed', isSmallScreen: query.matches });
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [actor]);
  return null;
}

registerBookingFlowHost((props) => <BookingFlowHost {...props} />);
