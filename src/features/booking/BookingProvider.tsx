import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { createActor, type ActorRefFrom } from 'xstate';
import { bookingMachine } from '@machines/booking/booking.machine';
import type { BookingPropertyFacts } from '@machines/booking/booking.types';
import { storageKeys } from '@/ui/persistence';
import { afterNextPaint } from '@/ui/scheduling';
import { recordBasketChange, recordBeginCheckout, recordPromotionCode } from './analytics';

type BookingActor = ActorRefFrom<typeof bookingMachine>;

const BookingContext = createContext<BookingActor | null>(null);

export function useBookingActor(): BookingActor {
  const actor = useContext(BookingContext);
  if (!actor) throw new Error('useBookingActor must be used inside <BookingProvider>');
  return actor;
}

function readSnapshot(key: string): unknown {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One booking flow per property for the whole Book/{code} route tree. The basket and the
 * flow state are persisted to sessionStorage after every change (no card data lives in this
 * machine) and restored on reload, so a refresh never loses the guest's choices.
 */
export function BookingProvider({ facts, children }: { facts: BookingPropertyFacts; children: ReactNode }) {
  // In a data router, navigate is stable for the router's life, so the actor can keep it.
  const navigate = useNavigate();
  const key = storageKeys.booking(facts.propertyCode);
  const [restored] = useState(() => readSnapshot(key) !== undefined);
  const [actor] = useState(() => {
    const machine = bookingMachine.provide({
      actions: {
        goToCheckout: () => {
          void navigate(`/Book/${facts.propertyCode}/Checkout`);
        },
      },
    });
    const isSmallScreen = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 1023px)').matches === true;
    const snapshot = readSnapshot(key);
    if (snapshot) {
      try {
        return createActor(machine, { input: { property: facts, isSmallScreen }, snapshot: snapshot as never }).start();
      } catch {
        sessionStorage.removeItem(key); // a snapshot of an older version: start afresh
      }
    }
    return createActor(machine, { input: { property: facts, isSmallScreen } }).start();
  });
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
  useEffect(() => {
    // Written once per frame, after the guest's change has painted (a search answer is large and
    // several changes come together); a page being left or hidden (reload, new tab, closing)
    // writes at once, so nothing is lost.
    let pending = false;
    const write = () => {
      if (!pending) return;
      pending = false;
      try {
        sessionStorage.setItem(key, JSON.stringify(actor.getPersistedSnapshot()));
      } catch {
        // storage full or blocked: the flow still works, only a reload would lose it
      }
    };
    const subscription = actor.subscribe(() => {
      if (pending) return;
      pending = true;
      void afterNextPaint().then(write);
    });
    const onHide = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      write();
      subscription.unsubscribe();
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [actor, key]);
  useEffect(() => {
    const query = window.matchMedia?.('(max-width: 1023px)');
    if (!query) return undefined;
    const onChange = () => actor.send({ type: 'viewport.changed', isSmallScreen: query.matches });
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [actor]);
  const value = useMemo(() => actor, [actor]);
  return <BookingContext.Provider value={value}>{children}</BookingContext.Provider>;
}
