import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useRouteLoaderData } from 'react-router';
import { serialiseSearchQuery } from '@/domain/searchQuery';
import { useActorRef, useSelector } from '@xstate/react';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { draftOf } from '@machines/checkout/checkout.selectors';
import { checkoutStepOf, confirmAllowed, amountDue, paymentOptions, effectivePaymentType } from '@/domain/checkout';
import type { CheckoutInput, CheckoutDraft } from '@machines/checkout/checkout.types';
import { bookingRoomsOf, totalsOf } from '@machines/booking/booking.selectors';
import { useBookingActor } from './BookingProvider';
import { BasketSummary } from './BasketSummary';
import { PageHeading } from '@/ui/Page';
import { usePropertyData } from '@/ui/useProperty';
import { useNotify } from '@/ui/notifications';
import { useSessionUser, USER_DATA_KEY_PREFIX } from '@/ui/session';
import { fetchCountries, type BookingConfig, type Country } from '@/api/queries';
import { emailError, phoneError, isStringValid, MESSAGES } from '@/domain/validation';
import { cardNumberError, isCardValid } from '@/domain/cards';
import { areCustomTermsShown, PAYMENT_TYPE, PAYMENT_OPTION_LABELS } from '@/domain/payment';
import { isPasswordStrong } from '@/domain/validation';
import { formatMoney } from '@/domain/money';
import { localToday } from '@/ui/clock';

/** Under the user-data prefix, so logging out removes what the guest typed. */
const draftKey = (code: string) => `${USER_DATA_KEY_PREFIX}checkout:${code.toUpperCase()}`;

function readDraft(code: string): CheckoutDraft | null {
  try {
    const text = sessionStorage.getItem(draftKey(code));
    return text ? (JSON.parse(text) as CheckoutDraft) : null;
  } catch {
    return null;
  }
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="form__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: boolean) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** Checkout: details, account, address, payment, voucher, terms; confirm creates the booking. */
export function Component() {
  const { confirmationToken } = useParams();
  const booking = useBookingActor();
  const bookingContext = useSelector(booking, (s) => s.context);
  const { property } = usePropertyData();
  const completed = useSelector(booking, (s) => s.matches('completed'));
  if (confirmationToken) return <Navigate to={`/Book/${property.PropertyCode}/Status/${confirmationToken}`} replace />;
  // just booked: the page is on its way to Status, not back to search
  if (completed) return <p role="status">Opening your booking status…</p>;
  if (bookingContext.basket.length === 0) return <Navigate to={`/Book/${property.PropertyCode}`} replace />;
  return <CheckoutForm />;
}

function CheckoutForm() {
  const booking = useBookingActor();
  const bookingContext = useSelector(booking, (s) => s.context);
  const { property } = usePropertyData();
  const user = useSessionUser();
  const config = (useRouteLoaderData('booking') as { config: BookingConfig }).config;
  const navigate = useNavigate();
  const notify = useNotify();
  const ids = {
    first: useId(),
    last: useId(),
    email: useId(),
    phone: useId(),
    password: useId(),
    street: useId(),
    city: useId(),
    post: useId(),
    country: useId(),
    requests: useId(),
    comment: useId(),
    cardName: useId(),
    cardNumber: useId(),
    cvv: useId(),
    month: useId(),
    year: useId(),
    cardType: useId(),
    saved: useId(),
    company: useId(),
    po: useId(),
    voucher: useId(),
  };
  const [countries, setCountries] = useState<Country[]>([]);
  const [countriesError, setCountriesError] = useState<string | null>(null);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [showPassword, setShowPassword] = useState(false);
  const touch = (name: string) => () => setTouched((t) => ({ ...t, [name]: true }));

  useEffect(() => {
    const controller = new AbortController();
    fetchCountries(property.PropertyCode, controller.signal).then(setCountries, (error: unknown) => {
      if (!controller.signal.aborted)
        setCountriesError(error instanceof Error ? error.message : 'We could not load the list of countries.');
    });
    return () => controller.abort();
  }, [property.PropertyCode]);

  const totals = totalsOf(bookingContext);
  const input: CheckoutInput = useMemo(
    () => ({
      propertyId: property.PropertyId,
      propertyCode: property.PropertyCode,
      currency: property.Currency,
      payByPaystack: property.PayByPaystack,
      cardTypes: property.CreditCards,
      config: {
        EnableUserChoiceOfPaymentMethod: config.EnableUserChoiceOfPaymentMethod,
        EnablePayByCompanyInvoice: config.EnablePayByCompanyInvoice,
        HasCustomTermsAndConditions: config.HasCustomTermsAndConditions,
        OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice:
          config.OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice,
        GiftVoucherActive: config.GiftServiceProviderConfig.Active,
      },
      fromDate: bookingContext.search?.fromDate ?? '',
      toDate: bookingContext.search?.toDate ?? '',
      promoCode: bookingContext.search?.promoCode ?? null,
      rooms: bookingRoomsOf(bookingContext),
      total: totals.payable,
      companyInvoiceAllowed: bookingContext.basket.every((item) => item.ratePlan.CanPayByCompanyInvoice),
      user: user
        ? {
            firstName: user.Firstname,
            lastName: user.Lastname,
            telephoneNumber: user.Telephone ?? '',
            emailAddress: user.EmailAddress,
            canChoosePaymentMethod: user.CanChoosePaymentMethod,
            savedCards: user.CreditCards,
          }
        : null,
      today: localToday(),
      draft: readDraft(property.PropertyCode),
    }),
    // the checkout is set up once per visit; a re-priced basket is sent to it (below)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const actor = useActorRef(
    checkoutMachine.provide({
      actions: {
        goToStatus: (_, params) => {
          sessionStorage.removeItem(draftKey(property.PropertyCode));
          booking.send({ type: 'booking.completed' });
          void navigate(`/Book/${property.PropertyCode}/Status/${params.confirmationToken}`);
        },
        notifyCreateFailed: (_, params) => notify({ type: 'negative', message: params.message, position: 'bottom' }),
      },
    }),
    { input },
  );
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches({ form: 'succeeded' })) return;
      try {
        sessionStorage.setItem(draftKey(property.PropertyCode), JSON.stringify(draftOf(snapshot.context)));
      } catch {
        // storage unavailable: the form still works
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, property.PropertyCode]);

  // A reload re-checks the basket: what is booked and paid follows the prices the guest now sees.
  const basket = bookingContext.basket;
  useEffect(() => {
    const rooms = bookingRoomsOf(bookingContext);
    const current = actor.getSnapshot().context.input;
    if (JSON.stringify(rooms) === JSON.stringify(current.rooms) && totals.payable === current.total) return;
    actor.send({
      type: 'basket.updated',
      rooms,
      total: totals.payable,
      companyInvoiceAllowed: basket.every((item) => item.ratePlan.CanPayByCompanyInvoice),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, basket]);

  const snapshot = useSelector(actor, (s) => s);
  const c = snapshot.context;
  const creating = snapshot.matches({ form: 'submitting' });
  // the machine decides: the domain's confirm rule, no create running, no voucher being checked
  const canConfirm = snapshot.can({ type: 'checkout.submitted' });
  const checkingVoucher = snapshot.matches({ voucher: 'checking' });
  const payment = effectivePaymentType(c);
  const options = paymentOptions(c);
  const customTerms = areCustomTermsShown(c.input.config, payment);
  const due = amountDue(c);
  const errors = {
    first: touched.first && !isStringValid(c.booker.firstName) ? 'Enter your first name' : undefined,
    last: touched.last && !isStringValid(c.booker.lastName) ? 'Enter your last name' : undefined,
    email: touched.email ? emailError(c.booker.emailAddress) : undefined,
    phone: touched.phone ? phoneError(c.booker.telephoneNumber) : undefined,
    password:
      touched.password && c.createAccount && !isPasswordStrong(c.password)
        ? c.password
          ? MESSAGES.passwordHint
          : MESSAGES.passwordRequired
        : undefined,
    street: touched.street && !isStringValid(c.booker.street) ? 'Enter your street address' : undefined,
    post: touched.post && !isStringValid(c.booker.postCode) ? 'Enter your postcode' : undefined,
    country: touched.country && !c.booker.country ? 'Choose your country' : undefined,
    cardNumber: touched.cardNumber && !c.card.creditCardId ? cardNumberError(c.card.creditCardNumber) : undefined,
    cvv: touched.cvv && !/^\d{3,4}$/.test(c.card.cvvNumber.trim()) ? 'Enter the 3 or 4 digit security code' : undefined,
  };
  const missing: string[] = [];
  if (!canConfirm && !creating) {
    if (
      ![c.booker.firstName, c.booker.lastName].every((v) => isStringValid(v)) ||
      emailError(c.booker.emailAddress) ||
      phoneError(c.booker.telephoneNumber)
    )
      missing.push('your details');
    if (!isStringValid(c.booker.street) || !isStringValid(c.booker.postCode) || !c.booker.country)
      missing.push('billing address');
    if (c.createAccount && !isPasswordStrong(c.password)) missing.push('a password for your account');
    if (payment === PAYMENT_TYPE.PayByCard && !isCardValid(c.card, c.input.today)) missing.push('card details');
    if (payment === PAYMENT_TYPE.PayByCompanyInvoice && (!c.company || !c.poNumber.trim()))
      missing.push('company and PO number');
    if (!c.agreeToTermsAndConditions) missing.push('agreement to the terms and conditions');
    if (customTerms && !c.hasAcceptedCustomTermsAndConditions)
      missing.push(config.CustomTermsAndConditionsLabel ?? 'the additional terms');
  }
  const waitFor = checkingVoucher && confirmAllowed(c, creating) ? 'Checking your gift voucher…' : null;
  const years = Array.from({ length: 12 }, (_, i) => new Date().getFullYear() + i);

  return (
    <div
      className="checkout"
      data-flow="checkout"
      data-state={JSON.stringify(snapshot.value)}
      data-step={checkoutStepOf(c)}
    >
      <PageHeading>Checkout</PageHeading>
      <div className="rooms-and-rates__layout">
        <form
          className="form"
          noValidate
          aria-describedby={c.error ? 'checkout-error' : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            setTouched({
              first: true,
              last: true,
              email: true,
              phone: true,
              password: true,
              street: true,
              post: true,
              country: true,
              cardNumber: true,
              cvv: true,
            });
            actor.send({ type: 'checkout.submitted' });
          }}
        >
          {c.error ? (
            <p id="checkout-error" role="alert" className="notice notice--error">
              {c.error}
            </p>
          ) : null}
          <fieldset>
            <legend>Your details</legend>
            <div className="form__row">
              <Field id={ids.first} label="First name" error={errors.first}>
                <input
                  id={ids.first}
                  autoComplete="given-name"
                  value={c.booker.firstName}
                  onBlur={touch('first')}
                  aria-invalid={!!errors.first || undefined}
                  aria-describedby={describedBy(ids.first, errors.first)}
                  onChange={(e) => actor.send({ type: 'booker.changed', field: 'firstName', value: e.target.value })}
                />
              </Field>
              <Field id={ids.last} label="Last name" error={errors.last}>
                <input
                  id={ids.last}
                  autoComplete="family-name"
                  value={c.booker.lastName}
                  onBlur={touch('last')}
                  aria-invalid={!!errors.last || undefined}
                  aria-describedby={describedBy(ids.last, errors.last)}
                  onChange={(e) => actor.send({ type: 'booker.changed', field: 'lastName', value: e.target.value })}
                />
              </Field>
            </div>
            <div className="form__row">
              <Field id={ids.email} label="E-mail address" error={errors.email}>
                <input
                  id={ids.email}
                  type="email"
                  autoComplete="email"
                  value={c.booker.emailAddress}
                  onBlur={touch('email')}
                  aria-invalid={!!errors.email || undefined}
                  aria-describedby={describedBy(ids.email, errors.email)}
                  onChange={(e) => actor.send({ type: 'booker.changed', field: 'emailAddress', value: e.target.value })}
                />
              </Field>
              <Field
                id={ids.phone}
                label="Telephone"
                error={errors.phone}
                hint="Start with + or 00 and the dialling code, e.g. +44 20 7946 0000"
              >
                <input
                  id={ids.phone}
                  type="tel"
                  autoComplete="tel"
                  value={c.booker.telephoneNumber}
                  onBlur={touch('phone')}
                  aria-invalid={!!errors.phone || undefined}
                  aria-describedby={describedBy(ids.phone, errors.phone, true)}
                  onChange={(e) =>
                    actor.send({ type: 'booker.changed', field: 'telephoneNumber', value: e.target.value })
                  }
                />
              </Field>
            </div>
          </fieldset>

          {!user ? (
            <fieldset>
              <legend>Create an account (optional)</legend>
              <label className="extra__toggle">
                <input
                  type="checkbox"
                  checked={c.createAccount}
                  onChange={(e) => actor.send({ type: 'account.createChanged', value: e.target.checked })}
                />
                Create an account with these details to book faster next time
              </label>
              {c.createAccount ? (
                <Field id={ids.password} label="Password" error={errors.password} hint={MESSAGES.passwordHint}>
                  <input
                    id={ids.password}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="new-password"
                    value={c.password}
                    onBlur={touch('password')}
                    aria-invalid={!!errors.password || undefined}
                    aria-describedby={describedBy(ids.password, errors.password, true)}
                    onChange={(e) => actor.send({ type: 'details.changed', field: 'password', value: e.target.value })}
                  />
                  <button
                    type="button"
                    className="link-button"
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword((v) => !v)}
                  >
                    {showPassword ? 'Hide password' : 'Show password'}
                  </button>
                </Field>
              ) : null}
            </fieldset>
          ) : null}

          <fieldset>
            <legend>Billing address</legend>
            <Field id={ids.street} label="Street address" error={errors.street}>
              <input
                id={ids.street}
                autoComplete="street-address"
                value={c.booker.street}
                onBlur={touch('street')}
                aria-invalid={!!errors.street || undefined}
                aria-describedby={describedBy(ids.street, errors.street)}
                onChange={(e) => actor.send({ type: 'booker.changed', field: 'street', value: e.target.value })}
              />
            </Field>
            <div className="form__row">
              <Field id={ids.city} label="Town or city (optional)">
                <input
                  id={ids.city}
                  autoComplete="address-level2"
                  value={c.booker.city}
                  onChange={(e) => actor.send({ type: 'booker.changed', field: 'city', value: e.target.value })}
                />
              </Field>
              <Field id={ids.post} label="Postcode" error={errors.post}>
                <input
                  id={ids.post}
                  autoComplete="postal-code"
                  value={c.booker.postCode}
                  onBlur={touch('post')}
                  aria-invalid={!!errors.post || undefined}
                  aria-describedby={describedBy(ids.post, errors.post)}
                  onChange={(e) => actor.send({ type: 'booker.changed', field: 'postCode', value: e.target.value })}
                />
              </Field>
            </div>
            <Field id={ids.country} label="Country" error={errors.country ?? countriesError ?? undefined}>
              <select
                id={ids.country}
                autoComplete="country-name"
                value={c.booker.country?.Id ?? ''}
                onBlur={touch('country')}
                aria-invalid={!!errors.country || undefined}
                aria-describedby={describedBy(ids.country, errors.country ?? countriesError ?? undefined)}
                onChange={(e) =>
                  actor.send({
                    type: 'booker.countryChanged',
                    countryId: e.target.value ? Number(e.target.value) : null,
                  })
                }
              >
                <option value="">Choose…</option>
                {countries.map((country) => (
                  <option key={country.Id} value={country.Id}>
                    {country.Name}
                  </option>
                ))}
              </select>
            </Field>
            <label className="extra__toggle">
              <input
                type="checkbox"
                checked={c.booker.optInToReceiveUpdates}
                onChange={(e) => actor.send({ type: 'booker.optInChanged', value: e.target.checked })}
              />
              Send me news and offers from {property.PropertyName}
            </label>
          </fieldset>

          <fieldset>
            <legend>Additional information</legend>
            <Field id={ids.requests} label="Special requests (optional)">
              <textarea
                id={ids.requests}
                rows={3}
                value={c.specialRequests}
                onChange={(e) =>
                  actor.send({ type: 'details.changed', field: 'specialRequests', value: e.target.value })
                }
              />
            </Field>
            <Field id={ids.comment} label="How did you hear about us? (optional)">
              <input
                id={ids.comment}
                value={c.comment}
                onChange={(e) => actor.send({ type: 'details.changed', field: 'comment', value: e.target.value })}
              />
            </Field>
          </fieldset>

          {c.input.config.GiftVoucherActive ? (
            <fieldset>
              <legend>Gift voucher</legend>
              <div className="form__row">
                <Field id={ids.voucher} label="Gift voucher code">
                  <input
                    id={ids.voucher}
                    value={c.voucher.code}
                    aria-describedby={`${ids.voucher}-message`}
                    onChange={(e) => actor.send({ type: 'voucher.changed', code: e.target.value })}
                  />
                </Field>
                <button
                  type="button"
                  className="button--secondary"
                  disabled={snapshot.matches({ voucher: 'checking' })}
                  onClick={() => actor.send({ type: 'voucher.submitted' })}
                >
                  {snapshot.matches({ voucher: 'checking' }) ? 'Checking…' : 'Apply voucher'}
                </button>
              </div>
              <div id={`${ids.voucher}-message`} role="status">
                {c.voucher.message ? (
                  <p className={c.voucher.valid ? 'notice notice--info' : 'notice notice--error'}>
                    {c.voucher.message}
                  </p>
                ) : null}
                {c.voucher.valid ? <p>Discount: {formatMoney(c.voucher.discount, property.Currency)}</p> : null}
                {c.voucher.showExperienceWarning ? (
                  <p className="notice notice--warning">
                    This is an experience voucher: the hotel arranges the experience with you.
                    {c.voucher.showContactUs ? (
                      <>
                        {' '}
                        Please{' '}
                        <Link to={`/Contact/${property.PropertyCode}`} target="_blank" rel="noreferrer">
                          contact us (opens in a new tab)
                        </Link>{' '}
                        after booking.
                      </>
                    ) : null}
                  </p>
                ) : null}
              </div>
              {c.voucher.valid ? (
                <button type="button" className="link-button" onClick={() => actor.send({ type: 'voucher.removed' })}>
                  Remove voucher {c.voucher.code}
                </button>
              ) : null}
            </fieldset>
          ) : null}

          <fieldset>
            <legend>Payment</legend>
            {payment === PAYMENT_TYPE.PayByVoucher ? (
              <p>Your gift voucher covers the whole stay: nothing more to pay.</p>
            ) : (
              <>
                {options.length > 1 ? (
                  <div role="radiogroup" aria-label="How would you like to pay?" className="form__row">
                    {options.map((option) => (
                      <label key={option} className="extra__toggle">
                        <input
                          type="radio"
                          name="paymentType"
                          checked={c.paymentType === option}
                          onChange={() => actor.send({ type: 'payment.changed', paymentType: option })}
                        />
                        {option === PAYMENT_TYPE.PayByCompanyInvoice
                          ? `${PAYMENT_OPTION_LABELS.payByInvoice} (company account)`
                          : option === PAYMENT_TYPE.PayByIndividualInvoice
                            ? PAYMENT_OPTION_LABELS.payByInvoice
                            : PAYMENT_OPTION_LABELS.payOnline}
                      </label>
                    ))}
                  </div>
                ) : null}
                {payment === PAYMENT_TYPE.PayByCard ? (
                  <div className="card-details">
                    {user && user.CreditCards.length ? (
                      <Field id={ids.saved} label="Saved card">
                        <select
                          id={ids.saved}
                          value={c.card.creditCardId ?? ''}
                          onChange={(e) =>
                            actor.send({
                              type: 'card.savedCardChosen',
                              creditCardId: e.target.value ? Number(e.target.value) : null,
                            })
                          }
                        >
                          <option value="">Use a new card</option>
                          {user.CreditCards.map((card) => (
                            <option key={card.CreditCardId} value={card.CreditCardId}>
                              {card.CreditCardName}
                            </option>
                          ))}
                        </select>
                      </Field>
                    ) : null}
                    <Field id={ids.cardName} label="Name on card">
                      <input
                        id={ids.cardName}
                        autoComplete="cc-name"
                        value={c.card.creditCardName}
                        onChange={(e) =>
                          actor.send({ type: 'card.changed', field: 'creditCardName', value: e.target.value })
                        }
                      />
                    </Field>
                    {!c.card.creditCardId ? (
                      <Field id={ids.cardNumber} label="Card number" error={errors.cardNumber}>
                        <input
                          id={ids.cardNumber}
                          inputMode="numeric"
                          autoComplete="cc-number"
                          value={c.card.creditCardNumber}
                          onBlur={touch('cardNumber')}
                          aria-invalid={!!errors.cardNumber || undefined}
                          aria-describedby={describedBy(ids.cardNumber, errors.cardNumber)}
                          onChange={(e) =>
                            actor.send({ type: 'card.changed', field: 'creditCardNumber', value: e.target.value })
                          }
                        />
                      </Field>
                    ) : null}
                    <div className="form__row">
                      <Field id={ids.month} label="Expiry month">
                        <select
                          id={ids.month}
                          autoComplete="cc-exp-month"
                          value={c.card.expiryMonth ?? ''}
                          onChange={(e) =>
                            actor.send({
                              type: 'card.expiryChanged',
                              month: e.target.value ? Number(e.target.value) : null,
                              year: c.card.expiryYear,
                            })
                          }
                        >
                          <option value="">MM</option>
                          {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
                            <option key={m} value={m}>
                              {String(m).padStart(2, '0')}
                            </option>
                          ))}
                        </select>
                      </Field>
                      <Field id={ids.year} label="Expiry year">
                        <select
                          id={ids.year}
                          autoComplete="cc-exp-year"
                          value={c.card.expiryYear ?? ''}
                          onChange={(e) =>
                            actor.send({
                              type: 'card.expiryChanged',
                              month: c.card.expiryMonth,
                              year: e.target.value ? Number(e.target.value) : null,
                            })
                          }
                        >
                          <option value="">YYYY</option>
                          {years.map((y) => (
                            <option key={y} value={y}>
                              {y}
                            </option>
                          ))}
                        </select>
                      </Field>
                      <Field id={ids.cvv} label="Security code (CVV)" error={errors.cvv}>
                        <input
                          id={ids.cvv}
                          inputMode="numeric"
                          autoComplete="cc-csc"
                          maxLength={4}
                          value={c.card.cvvNumber}
                          onBlur={touch('cvv')}
                          aria-invalid={!!errors.cvv || undefined}
                          aria-describedby={describedBy(ids.cvv, errors.cvv)}
                          onChange={(e) =>
                            actor.send({ type: 'card.changed', field: 'cvvNumber', value: e.target.value })
                          }
                        />
                      </Field>
                    </div>
                    <Field id={ids.cardType} label="Card type">
                      <select
                        id={ids.cardType}
                        value={c.card.cardType?.Id ?? ''}
                        onChange={(e) =>
                          actor.send({
                            type: 'card.typeChanged',
                            cardTypeId: e.target.value ? Number(e.target.value) : null,
                          })
                        }
                      >
                        <option value="">Choose…</option>
                        {property.CreditCards.map((type) => (
                          <option key={type.Id} value={type.Id}>
                            {type.Name}
                          </option>
                        ))}
                      </select>
                    </Field>
                    {user && !c.card.creditCardId ? (
                      <label className="extra__toggle">
                        <input
                          type="checkbox"
                          checked={c.card.saveCardForFutureUse}
                          onChange={(e) => actor.send({ type: 'card.saveChanged', value: e.target.checked })}
                        />
                        Save this card for future bookings
                      </label>
                    ) : null}
                  </div>
                ) : null}
                {payment === PAYMENT_TYPE.PayByPaystack ? (
                  <p>You will pay securely with our card payment partner after confirming.</p>
                ) : null}
                {payment === PAYMENT_TYPE.PayByIndividualInvoice ? (
                  <p>We will send the invoice to {c.booker.emailAddress || 'your e-mail address'}.</p>
                ) : null}
                {payment === PAYMENT_TYPE.PayByCompanyInvoice ? (
                  <div className="company">
                    <Field id={ids.company} label="Company" hint="Type at least 2 letters of the company name">
                      <input
                        id={ids.company}
                        role="combobox"
                        aria-expanded={c.companies.length > 0}
                        aria-controls={`${ids.company}-list`}
                        aria-autocomplete="list"
                        aria-describedby={describedBy(ids.company, undefined, true)}
                        value={c.companySearchText}
                        onChange={(e) => actor.send({ type: 'company.searchChanged', text: e.target.value })}
                      />
                    </Field>
                    <ul id={`${ids.company}-list`} aria-label="Companies" className="company__results">
                      {c.companies.map((company) => (
                        <li key={company.AccountId}>
                          <button
                            type="button"
                            className="link-button"
                            onClick={() => actor.send({ type: 'company.selected', company })}
                          >
                            {company.Name}
                            {company.Address ? `, ${company.Address}` : ''}
                          </button>
                        </li>
                      ))}
                    </ul>
                    <p role="status" className="form__hint">
                      {snapshot.matches({ companySearch: 'searching' })
                        ? 'Searching…'
                        : (c.companySearchMessage ?? (c.company ? `Chosen: ${c.company.Name}` : ''))}
                    </p>
                    <Field id={ids.po} label="Purchase order (PO) number">
                      <input
                        id={ids.po}
                        value={c.poNumber}
                        onChange={(e) =>
                          actor.send({ type: 'details.changed', field: 'poNumber', value: e.target.value })
                        }
                      />
                    </Field>
                  </div>
                ) : null}
              </>
            )}
          </fieldset>

          <fieldset>
            <legend>Terms</legend>
            <label className="extra__toggle">
              <input
                type="checkbox"
                checked={c.agreeToTermsAndConditions}
                onChange={(e) => actor.send({ type: 'terms.changed', value: e.target.checked })}
              />
              <span>
                I agree to the{' '}
                {property.TermsAndConditionsUrl ? (
                  <a href={property.TermsAndConditionsUrl} target="_blank" rel="noreferrer">
                    terms and conditions (opens in a new tab)
                  </a>
                ) : (
                  'terms and conditions'
                )}
                {property.PrivacyPolicyUrl ? (
                  <>
                    {' '}
                    and the{' '}
                    <a href={property.PrivacyPolicyUrl} target="_blank" rel="noreferrer">
                      privacy policy (opens in a new tab)
                    </a>
                  </>
                ) : null}
              </span>
            </label>
            {customTerms ? (
              <div className="custom-terms">
                {config.CustomTermsAndConditionsText ? <p>{config.CustomTermsAndConditionsText}</p> : null}
                <label className="extra__toggle">
                  <input
                    type="checkbox"
                    checked={c.hasAcceptedCustomTermsAndConditions}
                    onChange={(e) => actor.send({ type: 'customTerms.changed', value: e.target.checked })}
                  />
                  {config.CustomTermsAndConditionsLabel ?? 'I accept the additional terms'}
                </label>
              </div>
            ) : null}
          </fieldset>

          <p className="checkout__due">
            Amount due: <strong>{formatMoney(due, property.Currency)}</strong>
          </p>
          {missing.length ? (
            <p id="confirm-missing" className="form__hint">
              To confirm, please complete: {missing.join(', ')}.
            </p>
          ) : null}
          {waitFor ? (
            <p id="confirm-missing" className="form__hint">
              {waitFor}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={!canConfirm}
            aria-describedby={missing.length || waitFor ? 'confirm-missing' : undefined}
          >
            {creating ? 'Confirming your booking…' : `Confirm booking and pay ${formatMoney(due, property.Currency)}`}
          </button>
          {creating ? <p role="status">Confirming your booking. Please do not close this page.</p> : null}
        </form>
        <aside className="rooms-and-rates__basket" aria-label="Your booking">
          <BasketSummary editable={false} />
          <Link
            to={`/Book/${property.PropertyCode}/Rooms-And-Rates?${bookingContext.search ? serialiseSearchQuery(bookingContext.search).toString() : ''}`}
            onClick={() => booking.send({ type: 'checkout.back' })}
          >
            Change rooms
          </Link>
        </aside>
      </div>
    </div>
  );
}
