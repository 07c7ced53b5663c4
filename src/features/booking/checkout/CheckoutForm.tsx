import { Link, useLoaderData } from 'react-router';
import { useSelector } from '@xstate/react';
import { checkoutRootView, shownError } from '@machines/checkout/checkout.selectors';
import { totalsOf } from '@machines/booking/booking.selectors';
import { useMoney } from '@/ui/currency';
import { searchQueryString } from '@/domain/searchQuery';
import { PageHeading } from '@/ui/Page';
import { usePropertyData } from '@/ui/useProperty';
import { useBookingActor } from '../BookingProvider';
import { BasketSummary } from '../BasketSummary';
import { AccountSection, AddressSection, BookerSection, RequestsSection } from './DetailsSections';
import { PaymentSection } from './PaymentSection';
import { useCheckoutView, type CheckoutData } from './section';
import { ConfirmSection, TermsSection, VoucherSection } from './ConfirmSections';
import { useCheckout } from './useCheckout';
import { flowRoot } from '@/ui/flowRoot';
import { journeySteps } from '@/domain/journey';
import { StepIndicator } from '@/ui/StepIndicator';
import { checkoutText as t } from '@/i18n/checkout';
import { richText, STRONG } from '@/ui/RichText';

/** Checkout: details, account, address, requests, voucher, payment, terms; confirm creates the booking. */
export function CheckoutForm() {
  const { config } = useLoaderData() as CheckoutData;
  const { actor, cardFrame } = useCheckout(config);
  const { send } = actor;
  const root = useCheckoutView(actor, checkoutRootView);
  const error = useSelector(actor, shownError);
  const sections = { actor, send };
  // on a phone the booking comes first, folded to its total; on a wide screen it sits beside the form
  const small = useSelector(useBookingActor(), (s) => s.context.isSmallScreen);
  return (
    <div className="checkout" {...flowRoot('checkout', root.state, root.step)}>
      <PageHeading>{t('pageTitle')}</PageHeading>
      <StepIndicator label={t('bookingProgress')} steps={journeySteps('Checkout')} />
      <div className="rooms-and-rates__layout">
        {small ? <BasketAside folded /> : null}
        <form
          className="form"
          noValidate
          aria-describedby={error ? 'checkout-error' : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'checkout.submitted' });
          }}
        >
          <BookerSection {...sections} />
          <AccountSection {...sections} />
          <AddressSection {...sections} />
          <RequestsSection {...sections} />
          <VoucherSection {...sections} />
          <PaymentSection {...sections} cardFrame={cardFrame} />
          <TermsSection {...sections} config={config} />
          <ConfirmSection actor={actor} config={config} error={error} />
        </form>
        {small ? null : <BasketAside />}
      </div>
    </div>
  );
}

/**
 * The booking beside the form, and the way back to the room choice; `folded` (a phone): under a
 * line with its total that opens it.
 */
function BasketAside({ folded = false }: { folded?: boolean }) {
  const booking = useBookingActor();
  const search = useSelector(booking, (s) => s.context.search);
  const total = useSelector(booking, (s) => totalsOf(s.context).payable);
  const { property } = usePropertyData();
  const money = useMoney(property.Currency);
  const basket = (
    <>
      <BasketSummary editable={false} />
      <Link
        to={`/Book/${property.PropertyCode}/Rooms-And-Rates?${search ? searchQueryString(search) : ''}`}
        onClick={() => booking.send({ type: 'checkout.back' })}
      >
        {t('changeRooms')}
      </Link>
    </>
  );
  return (
    <aside className="rooms-and-rates__basket" aria-label={t('yourBooking')}>
      {folded ? (
        <details className="basket-folded">
          <summary>{richText(t.rich('yourBookingTotal', { total: money.format(total) }), STRONG)}</summary>
          {basket}
        </details>
      ) : (
        basket
      )}
    </aside>
  );
}
