import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  initialTransition,
  transition,
  waitFor,
  type AnyEventObject,
  type StateValue,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  RESTAURANT_FLOW_MESSAGES,
  restaurantMachine,
  type RestaurantEvent,
  type RestaurantInput,
} from '@machines/restaurant/restaurant.machine';
import { selectRestaurantView, type RestaurantSnapshot } from '@machines/restaurant/restaurant.selectors';
import { stateString as statePath } from '@machines/stateValue';
import type { CallIntent } from '@/api/outcome';
import { networkError } from '../account/fixtures';
import type {
  AvailabilityRequest,
  Restaurant,
  RestaurantBookingRequest,
  RestaurantBookingResponse,
  RestaurantSetup,
  RestaurantSlot,
  TableBookingRequest,
  SetupRequest,
} from '@machines/restaurant/restaurant.actors';

const TODAY = '2026-03-02';
const VISIT = '2026-03-10';

const restaurants: Restaurant[] = [
  { Id: 601, Name: 'The Sea Grill' },
  { Id: 602, Name: 'Terrace Brasserie' },
];
/** 1 to 8 guests */
const grill: RestaurantSetup = {
  CurrencySymbol: '£',
  MinOnlinePartySize: 1,
  MaxOnlinePartySize: 8,
  NoAvailabilityText: 'Please call us on +44 1273 000001.',
};
/** 2 to 6 guests, no text of its own */
const terrace: RestaurantSetup = {
  CurrencySymbol: '£',
  MinOnlinePartySize: 2,
  MaxOnlinePartySize: 6,
  NoAvailabilityText: null,
};
const slots: RestaurantSlot[] = [
  {
    Time: '18:00',
    Promotions: [{ Id: 1, Name: 'Early dinner', Description: 'Two courses for £25.' }],
    IsLeaveTimeRequired: false,
  },
  { Time: '19:30', Promotions: [], IsLeaveTimeRequired: true },
];
const booked: RestaurantBookingResponse = {
  Success: true,
  BookingReference: 'TB-10001',
  InfoMessage: 'Your table for 2 is booked.',
};
const taken: RestaurantBookingResponse = {
  Success: false,
  BookingReference: null,
  InfoMessage: 'Sorry, that time is no longer available.',
};

const input = (over: Partial<RestaurantInput> = {}): RestaurantInput => ({
  propertyId: 1,
  today: TODAY,
  reservation: '100001',
  email: 'jane@example.com',
  date: VISIT,
  defaultRestaurantId: 601,
  ...over,
});

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as AnyEventObject as RestaurantEvent;
const failed = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error, actorId: id }) as AnyEventObject as RestaurantEvent;

const ev = {
  restaurants: (list: Restaurant[] = restaurants) => done('loadRestaurants', list),
  setup: (s: RestaurantSetup = grill) => done('loadSetup', s),
  slots: (list: RestaurantSlot[] = slots) => done('loadAvailability', list),
  created: (response: RestaurantBookingResponse = booked) => done('createBooking', response),
  phone: (value = '+44 7700 900123'): RestaurantEvent => ({ type: 'contact.changed', field: 'phone', value }),
  time: (time = '19:30'): RestaurantEvent => ({ type: 'slot.selected', time }),
  size: (partySize: number): RestaurantEvent => ({ type: 'partySize.changed', partySize }),
  submit: { type: 'booking.submitted' } as RestaurantEvent,
};

interface ActionLike {
  type: string;
  params?: unknown;
}

function run(events: RestaurantEvent[], machineInput = input()) {
  let [snapshot, actions] = initialTransition(restaurantMachine, machineInput);
  let all: ActionLike[] = [...actions];
  for (const event of events) {
    [snapshot, actions] = transition(restaurantMachine, snapshot, event);
    all = [...all, ...actions];
  }
  return { snapshot, actions: actions as ActionLike[], all };
}

const at = (snapshot: RestaurantSnapshot) => statePath(snapshot.value);
const notices = (actions: readonly ActionLike[]) => actions.filter((a) => a.type === 'notify').map((a) => a.params);

/** Up to a chosen time with a valid phone number: the form can be submitted. */
const ready = [ev.restaurants(), ev.setup(), ev.slots(), ev.time(), ev.phone()];

describe('restaurant machine: restaurants', () => {
  it('starts by loading the restaurants', () => {
    const [snapshot] = initialTransition(restaurantMachine, input());
    expect(at(snapshot)).toBe('loadingRestaurants');
  });

  it('the configured default restaurant and the date from the booking load the setup at once', () => {
    const { snapshot } = run([ev.restaurants()]);
    expect(at(snapshot)).toBe('choosing.setupLoading');
    expect(snapshot.context.restaurantId).toBe(601);
  });

  it('without a usable default and with several restaurants, the guest chooses one first', () => {
    const { snapshot } = run([ev.restaurants()], input({ defaultRestaurantId: 999 }));
    expect(at(snapshot)).toBe('choosing.incomplete');
    expect(snapshot.context.restaurantId).toBeNull();
  });

  it('a single restaurant is chosen for the guest', () => {
    const { snapshot } = run(
      [ev.restaurants([{ Id: 602, Name: 'Terrace Brasserie' }])],
      input({ defaultRestaurantId: null }),
    );
    expect(snapshot.context.restaurantId).toBe(602);
    expect(at(snapshot)).toBe('choosing.setupLoading');
  });

  it('no restaurant taking online bookings ends in noRestaurants', () => {
    expect(at(run([ev.restaurants([])]).snapshot)).toBe('noRestaurants');
  });

  it('a failed load keeps the server message and can be retried', () => {
    const failedLoad = run([failed('loadRestaurants', new Error('Something went wrong on our side.'))]);
    expect(at(failedLoad.snapshot)).toBe('restaurantsFailed');
    expect(failedLoad.snapshot.context.error).toBe('Something went wrong on our side.');
    const retried = transition(restaurantMachine, failedLoad.snapshot, { type: 'restaurants.retry' })[0];
    expect(at(retried)).toBe('loadingRestaurants');
    expect(retried.context.error).toBeNull();
  });

  it('a failure without a message gets a readable fallback', () => {
    expect(run([failed('loadRestaurants', 'boom')]).snapshot.context.error).toBe(
      RESTAURANT_FLOW_MESSAGES.restaurantsFailed,
    );
  });
});

describe('restaurant machine: restaurant and date load the setup (spec 4)', () => {
  it('waits while the date is missing, then loads the setup when it is chosen', () => {
    const waiting = run([ev.restaurants()], input({ date: null }));
    expect(at(waiting.snapshot)).toBe('choosing.incomplete');
    const chosen = transition(restaurantMachine, waiting.snapshot, { type: 'date.changed', date: VISIT })[0];
    expect(at(chosen)).toBe('choosing.setupLoading');
  });

  it('without a hotel booking the setup waits for a valid e-mail (its identifier)', () => {
    const waiting = run([ev.restaurants()], input({ reservation: null, email: null }));
    expect(at(waiting.snapshot)).toBe('choosing.incomplete');
    expect(selectRestaurantView(waiting.snapshot).missing).toEqual(['email']);
    const typing = transition(restaurantMachine, waiting.snapshot, {
      type: 'contact.changed',
      field: 'email',
      value: 'jane@',
    })[0];
    expect(at(typing)).toBe('choosing.incomplete');
    const valid = transition(restaurantMachine, typing, {
      type: 'contact.changed',
      field: 'email',
      value: 'jane@example.com',
    })[0];
    expect(at(valid)).toBe('choosing.setupLoading');
    expect(selectRestaurantView(valid).missing).toEqual([]);
  });

  it('a date before today is not asked for, and the screen says why', () => {
    const { snapshot } = run([ev.restaurants()], input({ date: '2026-03-01' }));
    expect(at(snapshot)).toBe('choosing.incomplete');
    expect(selectRestaurantView(snapshot).dateMessage).toBe('Please choose today or a later date.');
    expect(selectRestaurantView(snapshot).missing).toEqual(['date']);
  });

  it('today is bookable', () => {
    expect(at(run([ev.restaurants()], input({ date: TODAY })).snapshot)).toBe('choosing.setupLoading');
  });

  it('clearing the restaurant goes back to incomplete and forgets the setup and times', () => {
    const { snapshot } = run([...ready, { type: 'restaurant.selected', restaurantId: null }]);
    expect(at(snapshot)).toBe('choosing.incomplete');
    expect(snapshot.context.setup).toBeNull();
    expect(snapshot.context.slots).toEqual([]);
    expect(snapshot.context.visitTime).toBeNull();
  });

  it('a restaurant that is not offered is ignored', () => {
    const before = run([ev.restaurants(), ev.setup()]).snapshot;
    const after = transition(restaurantMachine, before, { type: 'restaurant.selected', restaurantId: 777 })[0];
    expect(at(after)).toBe(at(before));
    expect(after.context.restaurantId).toBe(601);
  });

  it('a failed setup can be retried', () => {
    const { snapshot } = run([
      ev.restaurants(),
      failed('loadSetup', new Error('We could not find a current booking with this reference number.')),
    ]);
    expect(at(snapshot)).toBe('choosing.setupFailed');
    expect(snapshot.context.error).toBe('We could not find a current booking with this reference number.');
    expect(at(transition(restaurantMachine, snapshot, { type: 'setup.retry' })[0])).toBe('choosing.setupLoading');
  });

  it('party sizes run from MinOnlinePartySize to MaxOnlinePartySize (spec 9)', () => {
    const { snapshot } = run([ev.restaurants(), { type: 'restaurant.selected', restaurantId: 602 }, ev.setup(terrace)]);
    expect(selectRestaurantView(snapshot).partySizes).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('restaurant machine: party size default (spec 4)', () => {
  it('the first setup gives the minimum', () => {
    expect(run([ev.restaurants(), ev.setup(terrace)]).snapshot.context.partySize).toBe(2);
    expect(run([ev.restaurants(), ev.setup(grill)]).snapshot.context.partySize).toBe(1);
  });

  it('keeps the earlier choice when it is within the new range', () => {
    const { snapshot } = run([
      ev.restaurants(),
      ev.setup(grill),
      ev.size(4),
      { type: 'restaurant.selected', restaurantId: 602 },
      ev.setup(terrace),
    ]);
    expect(snapshot.context.partySize).toBe(4);
  });

  it('falls back to the minimum when the earlier choice is outside the new range', () => {
    const { snapshot } = run([
      ev.restaurants(),
      ev.setup(grill),
      ev.size(8),
      { type: 'restaurant.selected', restaurantId: 602 },
      ev.setup(terrace),
    ]);
    expect(snapshot.context.partySize).toBe(2);
  });

  it('keeps the choice when only the date changes', () => {
    const { snapshot } = run([
      ev.restaurants(),
      ev.setup(grill),
      ev.size(5),
      { type: 'date.changed', date: '2026-03-11' },
      ev.setup(grill),
    ]);
    expect(snapshot.context.partySize).toBe(5);
    expect(snapshot.context.visitDate).toBe('2026-03-11');
  });

  it('a party size outside the range is refused', () => {
    const { snapshot } = run([ev.restaurants(), ev.setup(terrace), ev.slots(), ev.size(7)]);
    expect(snapshot.context.partySize).toBe(2);
    expect(at(snapshot)).toBe('choosing.availability.slots.choosingTime');
  });

  it('a setup with an empty range offers nothing to book: the no-availability text', () => {
    const { snapshot } = run([ev.restaurants(), ev.setup({ ...grill, MinOnlinePartySize: 5, MaxOnlinePartySize: 4 })]);
    expect(at(snapshot)).toBe('choosing.availability.none');
    expect(selectRestaurantView(snapshot).noAvailabilityMessage).toBe(grill.NoAvailabilityText);
  });
});

describe('restaurant machine: availability (spec 4)', () => {
  it('loads as soon as the setup sets a party size', () => {
    expect(at(run([ev.restaurants(), ev.setup()]).snapshot)).toBe('choosing.availability.loading');
  });

  it('loads again when the party size changes, forgetting the chosen time', () => {
    const { snapshot } = run([...ready, ev.size(3)]);
    expect(at(snapshot)).toBe('choosing.availability.loading');
    expect(snapshot.context.partySize).toBe(3);
    expect(snapshot.context.visitTime).toBeNull();
  });

  it('a party size change while times load asks again (the earlier answer is dropped)', () => {
    const { snapshot } = run([ev.restaurants(), ev.setup(), ev.size(3), ev.size(4), ev.slots()]);
    expect(snapshot.context.partySize).toBe(4);
    expect(at(snapshot)).toBe('choosing.availability.slots.choosingTime');
  });

  it('no slots shows the setup NoAvailabilityText', () => {
    const { snapshot } = run([ev.restaurants(), ev.setup(grill), ev.slots([])]);
    expect(at(snapshot)).toBe('choosing.availability.none');
    expect(selectRestaurantView(snapshot).noAvailabilityMessage).toBe('Please call us on +44 1273 000001.');
  });

  it('no slots without a NoAvailabilityText shows a clear default', () => {
    const { snapshot } = run([ev.restaurants(), ev.setup(terrace), ev.slots([])]);
    expect(selectRestaurantView(snapshot).noAvailabilityMessage).toBe(RESTAURANT_FLOW_MESSAGES.noAvailability);
  });

  it('a failed load can be retried', () => {
    const { snapshot } = run([
      ev.restaurants(),
      ev.setup(),
      failed('loadAvailability', new Error('Something went wrong on our side.')),
    ]);
    expect(at(snapshot)).toBe('choosing.availability.failed');
    expect(snapshot.context.error).toBe('Something went wrong on our side.');
    const retried = transition(restaurantMachine, snapshot, { type: 'availability.retry' })[0];
    expect(at(retried)).toBe('choosing.availability.loading');
    expect(retried.context.error).toBeNull();
  });
});

describe('restaurant machine: time, promotion and contact details', () => {
  it('choosing an offered time opens the contact details', () => {
    const { snapshot } = run([ev.restaurants(), ev.setup(), ev.slots(), ev.time('18:00')]);
    expect(at(snapshot)).toBe('choosing.availability.slots.chosen.quiet');
    expect(selectRestaurantView(snapshot).detailsShown).toBe(true);
  });

  it('a time that is not offered is ignored', () => {
    const { snapshot } = run([ev.restaurants(), ev.setup(), ev.slots(), ev.time('23:00')]);
    expect(at(snapshot)).toBe('choosing.availability.slots.choosingTime');
    expect(snapshot.context.visitTime).toBeNull();
  });

  it('a promotion of the chosen slot can be chosen and dropped; another slot clears it', () => {
    const chosen = run([
      ev.restaurants(),
      ev.setup(),
      ev.slots(),
      ev.time('18:00'),
      { type: 'promotion.selected', promotionId: 1 },
    ]).snapshot;
    expect(chosen.context.promotionId).toBe(1);
    expect(
      transition(restaurantMachine, chosen, { type: 'promotion.selected', promotionId: null })[0].context.promotionId,
    ).toBeNull();
    expect(transition(restaurantMachine, chosen, ev.time('19:30'))[0].context.promotionId).toBeNull();
  });

  it('a promotion of another slot is refused', () => {
    const { snapshot } = run([
      ev.restaurants(),
      ev.setup(),
      ev.slots(),
      ev.time('19:30'),
      { type: 'promotion.selected', promotionId: 1 },
    ]);
    expect(snapshot.context.promotionId).toBeNull();
  });

  it.each([
    [
      'a phone without + or 00',
      '07700 900123',
      'jane@example.com',
      { ContactNumber: 'A valid phone number is required' },
    ],
    ['an invalid e-mail', '+44 7700 900123', 'jane@', { EmailAddress: 'A valid email address is required' }],
  ])('a submit with %s is refused, with the field message (spec 5)', (_name, phone, email, messages) => {
    const { snapshot, actions } = run([
      ev.restaurants(),
      ev.setup(),
      ev.slots(),
      ev.time(),
      ev.phone(phone),
      { type: 'contact.changed', field: 'email', value: email },
      ev.submit,
    ]);
    // a refused submit shows the messages: the form is in its `refused` state
    expect(at(snapshot)).toBe('choosing.availability.slots.chosen.refused');
    expect(snapshot.context.attempts).toBe(1);
    expect(selectRestaurantView(snapshot).errors).toEqual(messages);
    expect(actions.some((a) => a.type === 'xstate.spawnChild')).toBe(false);
  });

  it('field messages appear only after a submit', () => {
    const { snapshot } = run([ev.restaurants(), ev.setup(), ev.slots(), ev.time()]);
    expect(selectRestaurantView(snapshot).errors).toEqual({});
  });
});

describe('restaurant machine: create (spec 8)', () => {
  it('a valid form creates the booking', () => {
    const { snapshot } = run([...ready, ev.submit]);
    expect(at(snapshot)).toBe('creating');
    expect(selectRestaurantView(snapshot).creating).toBe(true);
  });

  it('success shows the BookingReference and InfoMessage, with a positive notice', () => {
    const { snapshot, actions } = run([...ready, ev.submit, ev.created()]);
    expect(at(snapshot)).toBe('booked');
    expect(snapshot.context.booked).toEqual({ reference: 'TB-10001', message: 'Your table for 2 is booked.' });
    expect(notices(actions)).toEqual([{ type: 'positive', message: 'Your table for 2 is booked.', position: 'top' }]);
  });

  it('success without an InfoMessage shows the success text', () => {
    const { snapshot } = run([
      ...ready,
      ev.submit,
      ev.created({ Success: true, BookingReference: 'TB-2', InfoMessage: null }),
    ]);
    expect(snapshot.context.booked?.message).toBe(RESTAURANT_FLOW_MESSAGES.booked);
  });

  it('Success false shows the InfoMessage (negative, top), keeps the form and asks for the times again', () => {
    const { snapshot, actions } = run([...ready, ev.submit, ev.created(taken)]);
    expect(at(snapshot)).toBe('choosing.availability.loading');
    expect(notices(actions)).toEqual([
      { type: 'negative', message: 'Sorry, that time is no longer available.', position: 'top' },
    ]);
    expect(snapshot.context.error).toBe('Sorry, that time is no longer available.');
    expect(snapshot.context.contact).toEqual({
      email: 'jane@example.com',
      phone: '+44 7700 900123',
      specialRequests: '',
    });
  });

  it('Success false without an InfoMessage says "Failed to create booking"', () => {
    const { actions } = run([
      ...ready,
      ev.submit,
      ev.created({ Success: false, BookingReference: null, InfoMessage: null }),
    ]);
    expect(notices(actions)).toEqual([{ type: 'negative', message: 'Failed to create booking', position: 'top' }]);
  });

  it('after Success false the taken time is dropped; a time still offered stays chosen', () => {
    const gone = run([...ready, ev.submit, ev.created(taken), ev.slots([slots[0] as RestaurantSlot])]).snapshot;
    expect(at(gone)).toBe('choosing.availability.slots.choosingTime');
    expect(gone.context.visitTime).toBeNull();
    expect(selectRestaurantView(gone).error).toBe('Sorry, that time is no longer available.');
    const still = run([...ready, ev.submit, ev.created(taken), ev.slots()]).snapshot;
    expect(at(still)).toBe('choosing.availability.slots.chosen.quiet');
    expect(still.context.visitTime).toBe('19:30');
  });

  it('a request error says the server Message once, beside the button (no notice), and keeps the form', () => {
    const { snapshot, actions } = run([
      ...ready,
      ev.submit,
      failed('createBooking', new Error('An error has occurred.')),
    ]);
    expect(at(snapshot)).toBe('choosing.availability.slots.chosen.quiet');
    expect(notices(actions)).toEqual([]);
    expect(snapshot.context.error).toBe('An error has occurred.');
    expect(snapshot.context.visitTime).toBe('19:30');
    expect(snapshot.context.contact.phone).toBe('+44 7700 900123');
    // and it can be sent again
    expect(at(transition(restaurantMachine, snapshot, ev.submit)[0])).toBe('creating');
  });

  it('a request error without a message says "Failed to create booking"', () => {
    const { snapshot } = run([...ready, ev.submit, failed('createBooking', {})]);
    expect(snapshot.context.error).toBe('Failed to create booking');
  });

  it('a second submit while creating does nothing (never books twice)', () => {
    const creating = run([...ready, ev.submit]).snapshot;
    const [again, actions] = transition(restaurantMachine, creating, ev.submit);
    expect(at(again)).toBe('creating');
    expect(actions).toEqual([]);
    expect(again.can(ev.submit)).toBe(false);
  });

  it('while creating, the restaurant, date, party size and time cannot change', () => {
    const creating = run([...ready, ev.submit]).snapshot;
    for (const event of [
      { type: 'restaurant.selected', restaurantId: 602 },
      { type: 'date.changed', date: '2026-03-12' },
      ev.size(3),
      ev.time('18:00'),
      ev.phone('+44 1'),
    ] as RestaurantEvent[]) {
      expect(creating.can(event)).toBe(false);
    }
  });

  it('"Book another table" starts again from the setup, keeping restaurant, date, party size and contact', () => {
    const { snapshot } = run([...ready, ev.submit, ev.created(), { type: 'booking.restarted' }]);
    expect(at(snapshot)).toBe('choosing.setupLoading');
    expect(snapshot.context.booked).toBeNull();
    expect(snapshot.context.visitTime).toBeNull();
    expect(snapshot.context.restaurantId).toBe(601);
    expect(snapshot.context.contact.phone).toBe('+44 7700 900123');
  });
});

describe('restaurant machine: the calls it makes (spec 7)', () => {
  function harness(over: Partial<RestaurantInput> = {}) {
    const calls = {
      setup: [] as SetupRequest[],
      availability: [] as AvailabilityRequest[],
      create: [] as RestaurantBookingRequest[],
      intents: [] as CallIntent[],
    };
    let release: (response: RestaurantBookingResponse) => void = () => {};
    let refuse: (error: unknown) => void = () => {};
    const machine = restaurantMachine.provide({
      actors: {
        loadRestaurants: fromPromise<Restaurant[], { propertyId: number }>(async () => restaurants),
        loadSetup: fromPromise<RestaurantSetup, SetupRequest>(async ({ input: request }) => {
          calls.setup.push(request);
          return grill;
        }),
        loadAvailability: fromPromise<RestaurantSlot[], AvailabilityRequest>(async ({ input: request }) => {
          calls.availability.push(request);
          return slots;
        }),
        createBooking: fromPromise<RestaurantBookingResponse, TableBookingRequest>(({ input: request }) => {
          calls.create.push(request.body);
          calls.intents.push(request.intent);
          return new Promise((resolve, reject) => {
            release = resolve;
            refuse = reject;
          });
        }),
      },
    });
    const actor = createActor(machine, { input: input(over) });
    actor.start();
    return {
      actor,
      calls,
      release: (response: RestaurantBookingResponse) => release(response),
      fail: (error: unknown) => refuse(error),
    };
  }

  async function fillAndSubmit(h: ReturnType<typeof harness>) {
    await waitFor(h.actor, (s) => s.matches({ choosing: { availability: 'slots' } }));
    h.actor.send({ type: 'partySize.changed', partySize: 2 });
    await waitFor(h.actor, (s) => s.matches({ choosing: { availability: 'slots' } }));
    h.actor.send(ev.time('18:00'));
    h.actor.send({ type: 'promotion.selected', promotionId: 1 });
    h.actor.send(ev.phone(' +44 7700 900123 '));
    h.actor.send({ type: 'contact.changed', field: 'specialRequests', value: '  Window table ' });
    h.actor.send(ev.submit);
  }

  it('from a hotel booking: IsReservation with the reservation reference as Identifier', async () => {
    const h = harness();
    await fillAndSubmit(h);
    expect(h.calls.setup[0]).toEqual({
      propertyId: 1,
      restaurantId: 601,
      date: VISIT,
      isReservation: true,
      identifier: '100001',
    });
    expect(h.calls.availability.at(-1)).toEqual({
      propertyId: 1,
      restaurantId: 601,
      date: VISIT,
      partySize: 2,
      currencySymbol: '£',
    });
    expect(h.calls.create).toEqual([
      {
        PropertyId: 1,
        RestaurantId: 601,
        RestaurantName: 'The Sea Grill',
        VisitTime: '18:00',
        VisitDate: VISIT,
        PartySize: 2,
        SpecialRequests: 'Window table',
        IsReservation: true,
        Identifier: '100001',
        PromotionId: 1,
        Email: 'jane@example.com',
        ContactNumber: '+44 7700 900123',
        IsLeaveTimeRequired: false,
      },
    ]);
    h.release(booked);
    await waitFor(h.actor, (s) => s.matches('booked'));
    h.actor.stop();
  });

  it('without a booking: the e-mail is the Identifier', async () => {
    const h = harness({ reservation: null });
    await fillAndSubmit(h);
    expect(h.calls.setup[0]).toMatchObject({ isReservation: false, identifier: 'jane@example.com' });
    expect(h.calls.create[0]).toMatchObject({
      IsReservation: false,
      Identifier: 'jane@example.com',
      Email: 'jane@example.com',
    });
    h.actor.stop();
  });

  it('one key per table: kept while an answer is unknown (asked first next time), new once booked', async () => {
    const h = harness();
    await fillAndSubmit(h);
    const first = h.calls.intents[0];
    expect(first).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}$/), outcomeUnknown: false });
    // no answer: the form is back with the failure said; the same key, its outcome unknown
    h.fail(networkError);
    await waitFor(h.actor, (s) => s.matches({ choosing: { availability: { slots: 'chosen' } } }));
    expect(h.actor.getSnapshot().context.error).toBe(networkError.message);
    h.actor.send({ type: 'contact.changed', field: 'specialRequests', value: 'By the window' });
    h.actor.send(ev.submit);
    expect(h.calls.intents[1]).toEqual({ key: first?.key, outcomeUnknown: true });
    h.release(booked);
    await waitFor(h.actor, (s) => s.matches('booked'));
    expect(h.actor.getSnapshot().context.intent.key).not.toBe(first?.key);
    h.actor.stop();
  });

  it('a double submit sends one Create', async () => {
    const h = harness();
    await fillAndSubmit(h);
    h.actor.send(ev.submit);
    h.actor.send(ev.submit);
    expect(h.calls.create).toHaveLength(1);
    h.release(booked);
    const end = await waitFor(h.actor, (s) => s.matches('booked'));
    expect(end.context.booked?.reference).toBe('TB-10001');
    expect(h.calls.create).toHaveLength(1);
    h.actor.stop();
  });
});

describe('restaurant machine paths (xstate/graph)', () => {
  const graphEvents: RestaurantEvent[] = [
    ev.restaurants(),
    ev.restaurants([]),
    failed('loadRestaurants', new Error('Restaurants failed')),
    { type: 'restaurants.retry' },
    { type: 'date.changed', date: '' },
    { type: 'date.changed', date: VISIT },
    ev.setup(),
    failed('loadSetup', new Error('Setup failed')),
    { type: 'setup.retry' },
    ev.slots(),
    ev.slots([]),
    failed('loadAvailability', new Error('Availability failed')),
    { type: 'availability.retry' },
    ev.size(2),
    ev.time(),
    ev.phone(),
    ev.submit,
    ev.created(),
    ev.created(taken),
    failed('createBooking', new Error('Create failed')),
    { type: 'booking.restarted' },
  ];
  // a state is its value plus what the flow decides on and shows (not the refused-submit
  // counter, which would make the graph endless). The error text is part of it: the traversal
  // keeps one snapshot per key, so two different failures must not share a key.
  const serializeState = (snapshot: RestaurantSnapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.restaurantId,
      snapshot.context.visitDate,
      snapshot.context.partySize,
      snapshot.context.slots.length,
      snapshot.context.visitTime,
      snapshot.context.contact.phone,
      snapshot.context.booked !== null,
      snapshot.context.error,
    ]);
  const options = { input: input(), events: graphEvents, serializeState };
  const paths = getShortestPaths(restaurantMachine, options);
  const reached = new Set(paths.map((p) => at(p.state)));
  const eventsOf = (path: (typeof paths)[number] | undefined) =>
    path?.steps.map((s) => s.event.type as string).filter((type) => type !== 'xstate.init');

  /** Every leaf state of the machine, except the transient ones that decide at once. */
  function leaves(node: { states: Record<string, unknown> }, prefix = ''): string[] {
    return Object.entries(node.states).flatMap(([key, child]) => {
      const c = child as { states: Record<string, unknown>; always?: unknown };
      const path = prefix ? `${prefix}.${key}` : key;
      if (Object.keys(c.states).length) return leaves(c, path);
      return c.always ? [] : [path];
    });
  }

  it('knows every resting state of the machine', () => {
    expect(leaves(restaurantMachine.root).sort()).toEqual(
      [
        'loadingRestaurants',
        'restaurantsFailed',
        'noRestaurants',
        'choosing.incomplete',
        'choosing.setupLoading',
        'choosing.setupFailed',
        'choosing.availability.loading',
        'choosing.availability.failed',
        'choosing.availability.none',
        'choosing.availability.slots.choosingTime',
        'choosing.availability.slots.chosen.quiet',
        'choosing.availability.slots.chosen.refused',
        'creating',
        'booked',
      ].sort(),
    );
  });

  it.each(leaves(restaurantMachine.root))('%s is reachable', (state) => {
    expect(reached).toContain(state);
  });

  it('the happy path ends in booked with the reference', () => {
    const path = getShortestPaths(restaurantMachine, { ...options, toState: (s) => s.matches('booked') })[0];
    expect(eventsOf(path)).toEqual([
      'xstate.done.actor.loadRestaurants',
      'xstate.done.actor.loadSetup',
      'xstate.done.actor.loadAvailability',
      'slot.selected',
      'contact.changed',
      'booking.submitted',
      'xstate.done.actor.createBooking',
    ]);
    expect(path?.state.context.booked?.reference).toBe('TB-10001');
    // replayed with pure transitions, the screen is told of the booking
    const replay = run(path?.steps.slice(1).map((s) => s.event as RestaurantEvent) ?? []);
    expect(notices(replay.actions)).toEqual([
      { type: 'positive', message: 'Your table for 2 is booked.', position: 'top' },
    ]);
  });

  it('a request error ends back in the filled-in form', () => {
    const path = getShortestPaths(restaurantMachine, {
      ...options,
      toState: (s) =>
        s.matches({ choosing: { availability: { slots: 'chosen' } } }) && s.context.error === 'Create failed',
    })[0];
    expect(eventsOf(path)?.slice(-2)).toEqual(['booking.submitted', 'xstate.error.actor.createBooking']);
    expect(path?.state.context.contact.phone).toBe('+44 7700 900123');
    expect(path?.state.context.visitTime).toBe('19:30');
  });

  it('an unsuccessful booking ends re-checking the times, the form kept', () => {
    const path = getShortestPaths(restaurantMachine, {
      ...options,
      toState: (s) => s.matches({ choosing: { availability: 'loading' } }) && s.context.error === taken.InfoMessage,
    })[0];
    expect(eventsOf(path)?.slice(-2)).toEqual(['booking.submitted', 'xstate.done.actor.createBooking']);
    expect(path?.state.context.contact.phone).toBe('+44 7700 900123');
  });

  it.each([
    ['restaurantsFailed', ['xstate.error.actor.loadRestaurants']],
    ['noRestaurants', ['xstate.done.actor.loadRestaurants']],
    ['choosing.setupFailed', ['xstate.done.actor.loadRestaurants', 'xstate.error.actor.loadSetup']],
    [
      'choosing.availability.failed',
      ['xstate.done.actor.loadRestaurants', 'xstate.done.actor.loadSetup', 'xstate.error.actor.loadAvailability'],
    ],
    [
      'choosing.availability.none',
      ['xstate.done.actor.loadRestaurants', 'xstate.done.actor.loadSetup', 'xstate.done.actor.loadAvailability'],
    ],
  ])('the error path to %s', (state, events) => {
    const path = paths.find((p) => at(p.state) === state);
    expect(eventsOf(path)).toEqual(events);
  });

  it('no state that is creating accepts another submit', () => {
    const creatingStates = paths.filter((p) => p.state.matches('creating'));
    expect(creatingStates.length).toBeGreaterThan(0);
    for (const p of creatingStates) expect(p.state.can(ev.submit)).toBe(false);
  });
});

// stateString is what the screen puts in data-state
describe('statePath', () => {
  it.each<[StateValue, string]>([
    ['booked', 'booked'],
    [{ choosing: { availability: { slots: 'chosen' } } }, 'choosing.availability.slots.chosen'],
  ])('%j -> %s', (value, expected) => {
    expect(statePath(value)).toBe(expected);
  });
});
