import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { createActorContext } from '@xstate/react';
import { bookingMachine } from '@machines/booking/booking.machine';
import type { BookingPropertyFacts } from '@machines/booking/booking.types';
import { storageKeys } from '@/ui/persistence';
import { SMALL_SCREEN } from '@/ui/viewport';
import { restorableSnapshot, usePersistedSnapshot } from '@/ui/flowContext';
import { recordBasketChange, recordBeginCheckout, recordPromotionCode } from './analytics';

const BookingFlow = createActorContext(bookingMachine);

/** The booking flow's actor (inside <BookingProvider>). */
export const useBookingActor = BookingFlow.useActorRef;
/** A value selected from the booking flow's snapshot: `useBookingSelector(selector, compare?)`. */
export const useBookingSelector = BookingFlow.useSelector;

/**
 * One booking flow per property for the whole Book/{code} route tree. The basket and the
 * flow state are persisted to sessionStorage after every change (no card data lives in this
 * machine) and restored on reload, so a refresh never loses the guest's choices.
 */
export function BookingProvider({ facts, children }: { facts: BookingPropertyFacts; children: ReactNode }) {
  // In a data router, navigate is stable for the router's life, so the actor can keep it.
  const navigate = useNavigate();
  const key = storageKeys.booking(facts.propertyCode);
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
    const snapshot = restorableSnapshot(logic, input, key);
    return { logic, options: snapshot ? { input, snapshot } : { input }, restored: snapshot !== undefined };
  });
  return (
    <BookingFlow.Provider logic={flow.logic} options={flow.options}>
      {children}
      <BookingEffects facts={facts} storageKey={key} restored={flow.restored} />
    </BookingFlow.Provider>
  );
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
  usePersistedSnapshot(actor, storageKey);
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
