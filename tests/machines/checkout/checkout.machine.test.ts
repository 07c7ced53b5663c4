import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { checkoutMachine, createFailedMessage, COMPANY_SEARCH_DEBOUNCE_MS } from '@machines/checkout/checkout.machine';
import { amountDue, checkoutStepOf, paymentOptions } from '@/domain/checkout';
import { cardView, confirmEnabled, shownErrors } from '@machines/checkout/checkout.selectors';
import { ApiError } from '@/api/errors';
import type {
  CheckoutInput,
  ReservationCreateRequest,
  ReservationCreateResponse,
  VoucherCheckResponse,
  Company,
} from '@machines/checkout/checkout.types';
import { checkoutInput } from './fixtures';
import { cardFrameDouble, TYPED_CARD, type CardFrameDouble } from '../../support/cardFrame';
import { CardFrameUnavailableError } from '@/payment/cardFrameLink';
import { user as accountUser } from '../account/fixtures';
import type { AccountUser } from '@/api/queries';
import type { RegisterInput } from '@machines/account/register.actors';

const input = checkoutInput;

const ok: ReservationCreateResponse = {
  ReferenceNumber: '100123',
  ConfirmationToken: 'tok-123',
  Status: 'Confirmed',
  TotalCost: 200,
  Currency: 'GBP',
};

/** Each started checkout's card frame. */
const framesOf = new WeakMap<object, CardFrameDouble>();

function start(
  options: {
    create?: Array<ReservationCreateResponse | Error>;
    voucher?: VoucherCheckResponse | Error;
    companies?: Company[] | Error;
    register?: Error;
    checkoutInput?: CheckoutInput;
  } = {},
) {
  const calls: Array<{ body: ReservationCreateRequest; idempotencyKey: string }> = [];
  const companySearches: string[] = [];
  const registrations: RegisterInput[] = [];
  const answers = [...(options.create ?? [ok])];
  const goToStatus = vi.fn();
  const frame = cardFrameDouble();
  const machine = checkoutMachine.provide({
    actions: {
      goToStatus: (_, params) => goToStatus(params),
      forgetSecurityCode: () => frame.forgetSecurityCode(),
    },
    actors: {
      tokenizeCard: frame.tokenizeCard,
      createReservation: fromPromise<
        ReservationCreateResponse,
        { body: ReservationCreateRequest; idempotencyKey: string }
      >(async ({ input: i }) => {
        calls.push(i);
        const answer = answers.shift() ?? ok;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      checkVoucher: fromPromise<
        VoucherCheckResponse,
        { propertyId: number; code: string; rooms: CheckoutInput['rooms'] }
      >(async () => {
        if (options.voucher instanceof Error) throw options.voucher;
        return (
          options.voucher ?? {
            IsValid: true,
            TotalDiscount: 50,
            Message: 'Gift voucher applied',
            ShowExperienceWarningMessage: false,
          }
        );
      }),
      searchCompanies: fromPromise<Company[], { propertyId: number; text: string }>(async ({ input: i }) => {
        companySearches.push(i.text);
        if (options.companies instanceof Error) throw options.companies;
        return options.companies ?? [];
      }),
      registerAccount: fromPromise<AccountUser, RegisterInput>(async ({ input: i }) => {
        registrations.push(i);
        if (options.register) throw options.register;
        return accountUser;
      }),
    },
  });
  const actor = createActor(machine, { input: options.checkoutInput ?? input() }).start();
  frame.attach((event) => actor.send(event));
  framesOf.set(actor, frame);
  return { actor, calls, goToStatus, companySearches, registrations, frame };
}

function fillBooker(actor: ReturnType<typeof start>['actor']) {
  const fields = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: 'ada@example.com',
    telephoneNumber: '+44 20 7946 0000',
    street: '1 Analytical Way',
    postCode: 'N1 1AA',
  } as const;
  for (const [field, value] of Object.entries(fields))
    actor.send({ type: 'booker.changed', field: field as keyof typeof fields, value });
  actor.send({ type: 'booker.countryChanged', countryId: 826 });
}

/** The name on the page; the number, expiry and code in the provider's frame (its double here). */
function fillCard(actor: ReturnType<typeof start>['actor'], number = '4111 1111 1111 1111') {
  actor.send({ type: 'card.changed', field: 'creditCardName', value: 'A Lovelace' });
  framesOf.get(actor)!.type({ ...TYPED_CARD, number });
}

describe('confirm booking (spec 5)', () => {
  it('is refused until booker, card and terms are complete', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'checkout.submitted' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    fillBooker(actor);
    fillCard(actor);
    actor.send({ type: 'checkout.submitted' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true); // terms not agreed
    actor.send({ type: 'terms.changed', value: true });
    actor.send({ type: 'checkout.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'succeeded' }));
    expect(calls).toHaveLength(1);
  });

  it('the card type follows the brand the frame detects, matched to the property types (Visa -> 1, Amex -> 3)', () => {
    const checkout = start();
    fillCard(checkout.actor, '4111 1111 1111 1111');
    expect(checkout.actor.getSnapshot().context.card.cardType).toEqual({ Id: 1 });
    checkout.frame.type({ number: '3782 822463 10005', securityCode: '1234' });
    expect(checkout.actor.getSnapshot().context.card.cardType).toEqual({ Id: 3 });
    // a brand the property does not take has no type: no booking with it
    checkout.frame.type({ number: '6011 1111 1111 1117' });
    expect(checkout.actor.getSnapshot().context.card.cardType).toBeNull();
  });

  it('company invoice needs a company and a PO number, and its custom terms', async () => {
    const acme = { AccountId: 77, Name: 'Acme Travel', Address: null };
    const { actor, calls } = start({ companies: [acme] });
    fillBooker(actor);
    actor.send({ type: 'terms.changed', value: true });
    actor.send({ type: 'payment.changed', paymentType: 3 });
    actor.send({ type: 'checkout.submitted' });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'company.selected', company: acme });
    actor.send({ type: 'details.changed', field: 'poNumber', value: 'PO-1' });
    actor.send({ type: 'checkout.submitted' });
    expect(calls).toHaveLength(0); // custom terms are shown for company invoice
    actor.send({ type: 'customTerms.changed', value: true });
    actor.send({ type: 'checkout.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'succeeded' }));
    expect(calls[0]?.body).toMatchObject({ PaymentType: 3, AccountId: 77, PONumber: 'PO-1', CardDetails: null });
  });
});

describe('creating the booking', () => {
  it("pays with the frame's single-use token (never a digit of the card), and goes to Status", async () => {
    const checkout = start();
    const { actor, calls, goToStatus, frame } = checkout;
    fillBooker(actor);
    fillCard(checkout.actor);
    actor.send({ type: 'terms.changed', value: true });
    actor.send({ type: 'checkout.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'succeeded' }));
    expect(frame.tokens).toHaveLength(1);
    expect(calls[0]?.body.CardDetails).toEqual({
      CreditCardId: null,
      SaveCreditCardToIndividual: false,
      CardToken: frame.tokens[0]!.token,
      NameOnCard: 'A Lovelace',
      EmailAddress: 'ada@example.com',
      CreditCardTypeId: 1,
    });
    expect(JSON.stringify(calls[0]?.body)).not.toMatch(/4111|"123"/);
    expect(calls[0]?.body.Booker).toMatchObject({
      FirstName: 'Ada',
      Email: 'ada@example.com',
      CountryId: 826,
      City: null,
      StateOrCounty: null,
      ZipCode: 'N1 1AA',
    });
    expect(goToStatus).toHaveBeenCalledWith({ confirmationToken: 'tok-123' });
  });

  it(
    'a failure keeps the server message (said once, beside Confirm), every field but the CVV, ' +
      'and a retry of the same attempt reuses the Idempotency-Key',
    async () => {
      const checkout = start({
        create: [new Error('Something went wrong on our side. Please try again in a moment.'), ok],
      });
      const { actor, calls, frame } = checkout;
      fillBooker(actor);
      fillCard(checkout.actor);
      actor.send({ type: 'terms.changed', value: true });
      actor.send({ type: 'checkout.submitted' });
      await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Something went wrong on our side. Please try again in a moment.');
      // the frame was told to forget the security code: its change says the card is not complete
      await waitFor(actor, (s) => !s.context.card.entry.complete);
      const kept = actor.getSnapshot().context;
      expect(kept.booker.firstName).toBe('Ada');
      expect(kept.card).toMatchObject({ creditCardName: 'A Lovelace', cardType: { Id: 1 }, token: null });
      frame.type({ securityCode: '123' });
      actor.send({ type: 'checkout.submitted' });
      await waitFor(actor, (s) => s.matches({ form: 'succeeded' }));
      expect(calls).toHaveLength(2);
      expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
      // each attempt has a token of its own
      expect(calls[1]?.body.CardDetails?.CardToken).not.toBe(calls[0]?.body.CardDetails?.CardToken);
    },
  );

  it('a corrected card after a decline is the same booking intent: the same Idempotency-Key', async () => {
    const checkout = start({
      create: [new Error('Your card was declined. Please check the details or use another card.'), ok],
    });
    const { actor, calls } = checkout;
    fillBooker(actor);
    fillCard(checkout.actor, '4000 0000 0000 0002');
    actor.send({ type: 'terms.changed', value: true });
    actor.send({ type: 'checkout.submitted' });
    await waitFor(actor, (s) => s.context.error !== null);
    fillCard(checkout.actor, '4111 1111 1111 1111');
    actor.send({ type: 'checkout.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'succeeded' }));
    // the server remembers only successes: the declined attempt's key books the corrected one
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
  });

  it('a second confirm while creating is ignored (no double booking)', async () => {
    const { actor, calls } = start();
    fillBooker(actor);
    fillCard(actor);
    actor.send({ type: 'terms.changed', value: true });
    actor.send({ type: 'checkout.submitted' });
    actor.send({ type: 'checkout.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'succeeded' }));
    expect(calls).toHaveLength(1);
  });

  it('books the re-priced basket after a reload re-checked it, but never changes a booking being created', async () => {
    const { actor, calls } = start({
      create: [new Error('Something went wrong on our side. Please try again in a moment.'), ok],
    });
    fillBooker(actor);
    fillCard(actor);
    actor.send({ type: 'terms.changed', value: true });
    const [room] = input().rooms;
    const repriced = [{ ...room!, TotalCost: 220 }];
    actor.send({ type: 'basket.updated', rooms: repriced, total: 22000, companyInvoiceAllowed: true });
    expect(amountDue(actor.getSnapshot().context)).toBe(22000);
    actor.send({ type: 'checkout.submitted' });
    // while the create runs, a late update is ignored: what is sent is what the guest confirmed
    actor.send({
      type: 'basket.updated',
      rooms: [{ ...room!, TotalCost: 999 }],
      total: 99900,
      companyInvoiceAllowed: true,
    });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(calls[0]?.body.Rooms.map((r) => r.TotalCost)).toEqual([220]);
    expect(actor.getSnapshot().context.input.total).toBe(22000);
  });
});

describe('gift voucher (spec 8)', () => {
  it('is checked only when the code is non-empty; a valid one lowers the amount due', async () => {
    const { actor } = start();
    actor.send({ type: 'voucher.changed', code: '   ' });
    actor.send({ type: 'voucher.submitted' });
    expect(actor.getSnapshot().matches({ voucher: 'idle' })).toBe(true);
    actor.send({ type: 'voucher.changed', code: 'GIFT50' });
    actor.send({ type: 'voucher.submitted' });
    await waitFor(actor, (s) => s.matches({ voucher: 'idle' }) && s.context.voucher.valid);
    // £200 less the API's TotalDiscount of 50 (a decimal), in pence
    expect(amountDue(actor.getSnapshot().context)).toBe(15000);
  });

  it('an invalid voucher clears the discount and shows its message', async () => {
    const { actor } = start({
      voucher: {
        IsValid: false,
        TotalDiscount: 0,
        Message: 'This voucher has expired.',
        ShowExperienceWarningMessage: false,
      },
    });
    actor.send({ type: 'voucher.changed', code: 'OLD' });
    actor.send({ type: 'voucher.submitted' });
    await waitFor(actor, (s) => s.context.voucher.message !== null);
    expect(actor.getSnapshot().context.voucher).toMatchObject({
      valid: false,
      discount: 0,
      message: 'This voucher has expired.',
    });
  });

  it('a voucher covering the whole stay pays by voucher: no card needed', async () => {
    const { actor, calls } = start({
      voucher: { IsValid: true, TotalDiscount: 250, Message: null, ShowExperienceWarningMessage: false },
    });
    fillBooker(actor);
    actor.send({ type: 'terms.changed', value: true });
    actor.send({ type: 'voucher.changed', code: 'BIG' });
    actor.send({ type: 'voucher.submitted' });
    await waitFor(actor, (s) => s.context.voucher.valid);
    actor.send({ type: 'checkout.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'succeeded' }));
    expect(calls[0]?.body).toMatchObject({ PaymentType: 2, CardDetails: null, VoucherCode: 'BIG' });
  });
});

describe('payment options', () => {
  it(
    'anonymous guests: Pay Online and company invoice; ' + 'logged-in users allowed to choose also individual invoice',
    () => {
      expect(paymentOptions({ input: input() })).toEqual([0, 3]);
      const user = {
        firstName: 'A',
        lastName: 'B',
        telephoneNumber: '',
        emailAddress: 'a@b.co',
        canChoosePaymentMethod: true,
        savedCards: [],
      };
      expect(paymentOptions({ input: input({ user }) })).toEqual([0, 3, 1]);
      // the second card provider replaces card payment, and then no choice is given
      expect(paymentOptions({ input: input({ user, payByPaystack: true }) })).toEqual([4, 3]);
    },
  );
});

describe('the session changes during checkout', () => {
  const visa = {
    CreditCardId: 55,
    CreditCardName: 'Visa ending 1111',
    CardTypeId: 1,
    LastFourDigits: '1111',
    ExpiryMonth: 12,
    ExpiryYear: 2030,
  };
  const user = {
    firstName: 'Alex',
    lastName: 'Morgan',
    telephoneNumber: '',
    emailAddress: 'demo@example.com',
    canChoosePaymentMethod: true,
    savedCards: [visa],
  };

  it('a saved card pays with its id and a token of its code; a new card kept pays with its token', async () => {
    const saved = start({ checkoutInput: input({ user }) });
    fillBooker(saved.actor);
    saved.actor.send({ type: 'card.savedCardChosen', creditCardId: 55 });
    saved.actor.send({ type: 'card.changed', field: 'creditCardName', value: 'Alex Morgan' });
    saved.frame.choose('securityCode');
    saved.frame.type({ securityCode: '987' });
    saved.actor.send({ type: 'terms.changed', value: true });
    saved.actor.send({ type: 'checkout.submitted' });
    await waitFor(saved.actor, (s) => s.matches({ form: 'succeeded' }));
    expect(saved.calls[0]?.body.CardDetails).toMatchObject({
      CreditCardId: 55,
      CreditCardTypeId: 1,
      SaveCreditCardToIndividual: false,
      CardToken: saved.frame.tokens[0]!.token,
    });
    expect(saved.frame.tokens[0]).toMatchObject({ mode: 'securityCode', lastFour: null });

    const kept = start({ checkoutInput: input({ user }) });
    fillBooker(kept.actor);
    fillCard(kept.actor);
    kept.actor.send({ type: 'card.saveChanged', value: true });
    kept.actor.send({ type: 'terms.changed', value: true });
    kept.actor.send({ type: 'checkout.submitted' });
    await waitFor(kept.actor, (s) => s.matches({ form: 'succeeded' }));
    expect(kept.calls[0]?.body.CardDetails).toMatchObject({
      CreditCardId: null,
      SaveCreditCardToIndividual: true,
      CardToken: kept.frame.tokens[0]!.token,
    });
  });

  it('a session that ended takes its saved cards (a chosen one gives way to a new card); typed details stay', () => {
    let [s] = initialTransition(checkoutMachine, input({ user }));
    [s] = transition(checkoutMachine, s, { type: 'card.savedCardChosen', creditCardId: 55 });
    [s] = transition(checkoutMachine, s, {
      type: 'booker.changed',
      field: 'telephoneNumber',
      value: '+44 20 7946 0000',
    });
    expect(cardView(s).savedCards.map((c) => c.label)).toEqual(['Visa ending 1111']);
    [s] = transition(checkoutMachine, s, { type: 'user.changed', user: null });
    expect(cardView(s).savedCards).toEqual([]);
    expect(s.context.card).toMatchObject({ creditCardId: null, cardType: null, entry: { complete: false } });
    expect(s.context.booker.telephoneNumber).toBe('+44 20 7946 0000');
    // logging in again brings them back
    [s] = transition(checkoutMachine, s, { type: 'user.changed', user });
    expect(cardView(s).savedCards.map((c) => c.label)).toEqual(['Visa ending 1111']);
  });
});

describe('gift voucher: changing, removing, experience vouchers and request errors', () => {
  it(
    'a code changed after it was accepted is a new, ' + 'unchecked code: the old discount no longer applies or is sent',
    async () => {
      const { actor, calls } = start();
      fillBooker(actor);
      fillCard(actor);
      actor.send({ type: 'terms.changed', value: true });
      actor.send({ type: 'voucher.changed', code: 'GIFT50' });
      actor.send({ type: 'voucher.submitted' });
      await waitFor(actor, (s) => s.context.voucher.valid);
      expect(amountDue(actor.getSnapshot().context)).toBe(15000);
      actor.send({ type: 'voucher.changed', code: 'GIFT500' });
      expect(actor.getSnapshot().context.voucher).toMatchObject({
        code: 'GIFT500',
        valid: false,
        discount: 0,
        message: null,
      });
      expect(amountDue(actor.getSnapshot().context)).toBe(20000);
      actor.send({ type: 'checkout.submitted' });
      await waitFor(actor, (s) => s.matches({ form: 'succeeded' }));
      expect(calls[0]?.body.VoucherCode).toBeNull();
    },
  );

  it('removing an accepted voucher restores the full amount', async () => {
    const { actor } = start();
    actor.send({ type: 'voucher.changed', code: 'GIFT50' });
    actor.send({ type: 'voucher.submitted' });
    await waitFor(actor, (s) => s.context.voucher.valid);
    actor.send({ type: 'voucher.removed' });
    expect(actor.getSnapshot().context.voucher).toMatchObject({ code: '', valid: false, discount: 0, message: null });
    expect(amountDue(actor.getSnapshot().context)).toBe(20000);
  });

  it('an experience voucher raises the experience warning and asks the guest to contact the hotel', async () => {
    const { actor } = start({
      voucher: { IsValid: true, TotalDiscount: 0, Message: 'Spa day for two', ShowExperienceWarningMessage: true },
    });
    actor.send({ type: 'voucher.changed', code: 'SPADAY' });
    actor.send({ type: 'voucher.submitted' });
    await waitFor(actor, (s) => s.context.voucher.valid);
    expect(actor.getSnapshot().context.voucher).toMatchObject({
      showExperienceWarning: true,
      showContactUs: true,
      message: 'Spa day for two',
    });
  });

  it('a request error clears discount and contact-us flag, and says the check could not be made', async () => {
    const { actor } = start({
      voucher: new Error('We could not reach the server. Please check your connection and try again.'),
    });
    actor.send({ type: 'voucher.changed', code: 'GIFT50' });
    actor.send({ type: 'voucher.submitted' });
    await waitFor(actor, (s) => s.matches({ voucher: 'idle' }) && s.context.voucher.message !== null);
    expect(actor.getSnapshot().context.voucher).toMatchObject({
      valid: false,
      discount: 0,
      showContactUs: false,
      message: 'We could not check your gift voucher just now. Please try again.',
    });
  });
});

describe('company search (spec 8 texts)', () => {
  it('waits for 2 letters and a pause in typing, then searches once with what was typed', async () => {
    vi.useFakeTimers();
    try {
      const acme = { AccountId: 9001, Name: 'Acme Travel Ltd', Address: null };
      const { actor, companySearches } = start({ companies: [acme] });
      actor.send({ type: 'payment.changed', paymentType: 3 });
      actor.send({ type: 'company.searchChanged', text: 'A' });
      await vi.advanceTimersByTimeAsync(COMPANY_SEARCH_DEBOUNCE_MS * 2);
      expect(companySearches).toEqual([]);
      actor.send({ type: 'company.searchChanged', text: 'Ac' });
      await vi.advanceTimersByTimeAsync(COMPANY_SEARCH_DEBOUNCE_MS - 50);
      actor.send({ type: 'company.searchChanged', text: 'Acm' });
      await vi.advanceTimersByTimeAsync(COMPANY_SEARCH_DEBOUNCE_MS);
      expect(companySearches).toEqual(['Acm']);
      expect(actor.getSnapshot().context.companies).toEqual([acme]);
      expect(actor.getSnapshot().context.companySearchMessage).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('no match says "No Results found"; a failed search says "Error while searching for Companies"', async () => {
    const none = start({ companies: [] });
    none.actor.send({ type: 'company.searchChanged', text: 'Zzz' });
    await waitFor(none.actor, (s) => s.context.companySearchMessage !== null, { timeout: 2000 });
    expect(none.actor.getSnapshot().context.companySearchMessage).toBe('No Results found');

    const failing = start({ companies: new Error('Error while searching for Companies') });
    failing.actor.send({ type: 'company.searchChanged', text: 'Acme' });
    await waitFor(failing.actor, (s) => s.context.companySearchMessage !== null, { timeout: 2000 });
    expect(failing.actor.getSnapshot().context).toMatchObject({
      companies: [],
      companySearchMessage: 'Error while searching for Companies',
    });
  });
});

describe('creating an account at checkout', () => {
  const strong = 'Str0ng!Password';

  it('registers the guest with the booker details first, then books', async () => {
    const { actor, calls, registrations } = start();
    fillBooker(actor);
    fillCard(actor);
    actor.send({ type: 'terms.changed', value: true });
    actor.send({ type: 'account.createChanged', value: true });
    actor.send({ type: 'details.changed', field: 'password', value: 'short' });
    actor.send({ type: 'checkout.submitted' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true); // password below the policy
    actor.send({ type: 'details.changed', field: 'password', value: strong });
    actor.send({ type: 'checkout.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'succeeded' }));
    expect(registrations).toEqual([
      {
        propertyId: 1,
        form: {
          email: 'ada@example.com',
          password: strong,
          firstName: 'Ada',
          lastName: 'Lovelace',
          phone: '+44 20 7946 0000',
        },
        // the booking intent's key: a lost answer is asked for, never a second account tried
        intent: { key: calls[0]?.idempotencyKey, outcomeUnknown: false },
        fallback: 'Failed to create user account',
      },
    ]);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.password).toBe(''); // not kept once used
  });

  it('a failed registration books nothing and says why, keeping the form', async () => {
    const { actor, calls } = start({ register: new Error('An account with this e-mail address already exists.') });
    fillBooker(actor);
    fillCard(actor);
    actor.send({ type: 'terms.changed', value: true });
    actor.send({ type: 'account.createChanged', value: true });
    actor.send({ type: 'details.changed', field: 'password', value: strong });
    actor.send({ type: 'checkout.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('An account with this e-mail address already exists.');
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().context.booker.emailAddress).toBe('ada@example.com');
  });
});

describe('create failure messages (spec 8: the server Message, else "Failed to create booking")', () => {
  const network = new ApiError({
    message: 'We could not reach the server. Please check your connection and try again.',
    status: 0,
    code: 'network',
    url: '/api/Reservation/Create',
    method: 'POST',
  });
  const conflict = new ApiError({
    message: 'The price of Classic Double has changed.',
    status: 409,
    code: 'conflict',
    url: '/api/Reservation/Create',
    method: 'POST',
  });

  it.each([
    ['the server said why', conflict, 'The price of Classic Double has changed.'],
    [
      'the call never reached the server',
      network,
      'Failed to create booking. We could not reach the server. Please check your connection and try again.',
    ],
    ['an error without a message', new Error(''), 'Failed to create booking'],
  ])('%s', (_, error, message) => {
    expect(createFailedMessage(error)).toBe(message);
  });

  it('a network failure reaches the guest as the spec text plus the reason', async () => {
    const { actor } = start({ create: [network] });
    fillBooker(actor);
    fillCard(actor);
    actor.send({ type: 'terms.changed', value: true });
    actor.send({ type: 'checkout.submitted' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(
      'Failed to create booking. We could not reach the server. Please check your connection and try again.',
    );
  });
});

describe('payment choice and checkout steps', () => {
  it('a payment method that is not offered cannot be chosen (individual invoice for an anonymous guest)', () => {
    const { actor } = start();
    actor.send({ type: 'payment.changed', paymentType: 1 });
    expect(actor.getSnapshot().context.paymentType).toBe(0);
    actor.send({ type: 'payment.changed', paymentType: 3 });
    expect(actor.getSnapshot().context.paymentType).toBe(3);
  });

  it('the current step is the first section not yet complete: details, account password, address, payment', () => {
    const { actor } = start();
    const step = () => checkoutStepOf(actor.getSnapshot().context);
    expect(step()).toBe('PersonalInformation');
    for (const [field, value] of [
      ['firstName', 'Ada'],
      ['lastName', 'Lovelace'],
      ['emailAddress', 'ada@example.com'],
    ] as const)
      actor.send({ type: 'booker.changed', field, value });
    expect(step()).toBe('PersonalInformation'); // telephone missing
    actor.send({ type: 'booker.changed', field: 'telephoneNumber', value: '+44 20 7946 0000' });
    expect(step()).toBe('AddressDetails');
    actor.send({ type: 'account.createChanged', value: true });
    expect(step()).toBe('Account');
    actor.send({ type: 'details.changed', field: 'password', value: 'Str0ng!Password' });
    expect(step()).toBe('AddressDetails');
    actor.send({ type: 'booker.changed', field: 'street', value: '1 Analytical Way' });
    actor.send({ type: 'booker.changed', field: 'postCode', value: 'N1 1AA' });
    actor.send({ type: 'booker.countryChanged', countryId: 826 });
    expect(step()).toBe('PaymentDetails');
  });
});

describe('confirming while a gift voucher is being checked', () => {
  it('is refused until the check ends, so the booking is never made at full price without the voucher', async () => {
    let answer: (value: VoucherCheckResponse) => void = () => {};
    const calls: ReservationCreateRequest[] = [];
    // a voucher check that stays open until the test answers it
    const frame = cardFrameDouble();
    const machine = checkoutMachine.provide({
      actors: {
        tokenizeCard: frame.tokenizeCard,
        checkVoucher: fromPromise<
          VoucherCheckResponse,
          { propertyId: number; code: string; rooms: CheckoutInput['rooms'] }
        >(() => new Promise<VoucherCheckResponse>((resolve) => (answer = resolve))),
        createReservation: fromPromise<
          ReservationCreateResponse,
          { body: ReservationCreateRequest; idempotencyKey: string }
        >(async ({ input: i }) => {
          calls.push(i.body);
          return ok;
        }),
      },
      actions: { goToStatus: () => {} },
    });
    const actor = createActor(machine, { input: input() }).start();
    frame.attach((event) => actor.send(event));
    framesOf.set(actor, frame);
    fillBooker(actor);
    fillCard(actor);
    actor.send({ type: 'terms.changed', value: true });
    actor.send({ type: 'voucher.changed', code: 'GIFT50' });
    actor.send({ type: 'voucher.submitted' });
    expect(actor.getSnapshot().matches({ voucher: 'checking' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'checkout.submitted' })).toBe(false);
    actor.send({ type: 'checkout.submitted' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    answer({ IsValid: true, TotalDiscount: 50, Message: 'Gift voucher applied', ShowExperienceWarningMessage: false });
    await waitFor(actor, (s) => s.matches({ voucher: 'idle' }));
    actor.send({ type: 'checkout.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'succeeded' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ VoucherCode: 'GIFT50' });
  });

  it('typing another code during a check abandons it: the new code waits to be checked', () => {
    const [initial] = initialTransition(checkoutMachine, input());
    const [checking] = transition(
      checkoutMachine,
      transition(checkoutMachine, initial, { type: 'voucher.changed', code: 'GIFT50' })[0],
      { type: 'voucher.submitted' },
    );
    expect(checking.matches({ voucher: 'checking' })).toBe(true);
    const [typed] = transition(checkoutMachine, checking, { type: 'voucher.changed', code: 'GIFT500' });
    expect(typed.matches({ voucher: 'idle' })).toBe(true);
    expect(typed.context.voucher).toMatchObject({ code: 'GIFT500', valid: false, discount: 0 });
  });
});

describe('which errors show (the errors region and the visited fields)', () => {
  it('a field left by the guest is recorded once; its error shows, the others wait', () => {
    const { actor } = start();
    actor.send({ type: 'field.blurred', field: 'firstName' });
    actor.send({ type: 'field.blurred', field: 'firstName' });
    actor.send({ type: 'field.blurred', field: 'street' });
    expect(actor.getSnapshot().context.visited).toEqual(['firstName', 'street']);
    expect(actor.getSnapshot().matches({ errors: 'visited' })).toBe(true);
    expect(shownErrors(actor.getSnapshot())).toEqual({
      firstName: 'Enter your first name',
      street: 'Enter your street address',
    });
  });

  it('a refused confirm shows every error from then on, and Confirm stays unavailable', () => {
    const { actor, calls } = start();
    actor.send({ type: 'checkout.submitted' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ form: 'editing', errors: 'all' })).toBe(true);
    expect(calls).toEqual([]);
    expect(confirmEnabled(snapshot)).toBe(false);
    expect(Object.keys(shownErrors(snapshot))).toEqual(expect.arrayContaining(['firstName', 'street', 'country']));
    // the card frame is told to say what each of its fields needs
    expect(cardView(snapshot).showAllErrors).toBe(true);
  });

  it('after a failed create the security code is forgotten: Confirm waits for it again', async () => {
    const checkout = start({ create: [new Error('Your card was declined.')] });
    const { actor } = checkout;
    fillBooker(actor);
    fillCard(checkout.actor);
    actor.send({ type: 'terms.changed', value: true });
    expect(confirmEnabled(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'checkout.submitted' });
    await waitFor(actor, (s) => s.context.error !== null && !s.context.card.entry.complete);
    expect(confirmEnabled(actor.getSnapshot())).toBe(false);
    expect(cardView(actor.getSnapshot()).showAllErrors).toBe(true);
  });

  it('a frame that gives no token leaves the booking unmade and says why, the form kept', async () => {
    const broken = checkoutMachine.provide({
      actors: { tokenizeCard: fromPromise(() => Promise.reject(new CardFrameUnavailableError())) },
    });
    const actor = createActor(broken, { input: input() }).start();
    fillBooker(actor);
    actor.send({ type: 'card.changed', field: 'creditCardName', value: 'A Lovelace' });
    actor.send({
      type: 'card.entryChanged',
      entry: { complete: true, empty: false, brand: 'visa', brandRefused: false },
    });
    actor.send({ type: 'terms.changed', value: true });
    actor.send({ type: 'checkout.submitted' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(
      'We could not load the secure card form. Please reload the page or choose another way to pay.',
    );
    expect(actor.getSnapshot().context.booker.firstName).toBe('Ada');
    expect(actor.getSnapshot().context.pending).toBeNull();
  });
});
