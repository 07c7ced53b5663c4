import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { createCardFrameLink, tokenizeCardWith, type CardFrameLink } from '@/payment/cardFrameLink';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { draftOf } from '@machines/checkout/checkout.selectors';
import type { CheckoutInput } from '@machines/checkout/checkout.types';
import { checkoutBasketOf } from '@machines/booking/booking.selectors';
import { checkoutInputOf, checkoutUserOf } from '@machines/checkout/checkout.input';
import type { BookingConfig } from '@/api/queries';
import { usePropertyData } from '@/ui/useProperty';
import { useSessionUser } from '@/ui/session';
import { useBookingActor } from '../BookingProvider';
import { clearDraft, readDraft, writeDraft } from './draft';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/**
 * The checkout of this visit: set up once from the basket, the booking settings, the logged-in
 * guest and any draft; what the guest types is kept as a draft (never card data or a password);
 * a re-priced basket is sent to it; a booking made goes on to its Status page. The card frame's
 * link goes with it: the page's frame connects it, the machine asks it for a token.
 */
export function useCheckout(config: BookingConfig): { actor: CheckoutActor; cardFrame: CardFrameLink } {
  const booking = useBookingActor();
  const { property } = usePropertyData();
  const user = useSessionUser();
  const navigate = useNavigate();
  const code = property.PropertyCode;
  const input: CheckoutInput = useMemo(
    () => checkoutInputOf({ property, config, booking: booking.getSnapshot().context, user, draft: readDraft(code) }),
    // the checkout is set up once per visit from the basket; a re-priced basket is sent to it (below)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // the card is typed in the payment provider's frame: the machine asks it for the attempt's token
  const [cardFrame] = useState(createCardFrameLink);
  const actor = useActorRef(
    checkoutMachine.provide({
      actors: { tokenizeCard: tokenizeCardWith(cardFrame) },
      actions: {
        forgetSecurityCode: () => cardFrame.reset('securityCode'),
        goToStatus: (_, params) => {
          clearDraft(code);
          booking.send({ type: 'booking.completed' });
          void navigate(`/Book/${code}/Status/${params.confirmationToken}`);
        },
      },
    }),
    { input },
  );

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches({ form: 'succeeded' })) writeDraft(code, draftOf(snapshot.context));
    });
    return () => subscription.unsubscribe();
  }, [actor, code]);

  // The session's user follows into the checkout (a session that ended takes its saved cards
  // with it; logging in brings them).
  const firstUser = useRef(user);
  useEffect(() => {
    if (user === firstUser.current) return;
    firstUser.current = user;
    actor.send({ type: 'user.changed', user: checkoutUserOf(user) });
  }, [actor, user]);

  // The booking flow owns the checkout's input: a basket re-priced by a re-check after a reload is
  // booked and charged at the prices the guest now sees.
  useEffect(() => {
    const subscription = booking.on('basket.repriced', () =>
      actor.send({ type: 'basket.updated', ...checkoutBasketOf(booking.getSnapshot().context) }),
    );
    return () => subscription.unsubscribe();
  }, [booking, actor]);

  return { actor, cardFrame };
}
