/**
 * Pre check-in's flow rules: the machine runs with its calls answered from ./fixtures (no server);
 * each test asserts the step the guest sees next and what is sent.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { preCheckInMachine, withoutCardSecrets, type PreCheckInInput } from '@machines/precheckin/precheckin.machine';
import type { Loaded, LoadInput, SaveRequest } from '@machines/precheckin/precheckin.actors';
import { PRE_CHECK_IN_MESSAGES } from '@/domain/precheckin';
import { input, loaded, reservation } from './fixtures';
import { networkError } from '../account/fixtures';

type SaveInput = SaveRequest;
type SaveAnswer = { Success: boolean; Message: string | null };

function start(
  load: () => Promise<Loaded> = async () => loaded(),
  save?: (i: SaveInput) => Promise<SaveAnswer>,
  over: Partial<PreCheckInInput> = {},
) {
  const saves: SaveInput[] = [];
  const actor = createActor(
    preCheckInMachine.provide({
      actors: {
        loadCheckIn: fromPromise<Loaded, LoadInput>(load),
        saveCheckIn: fromPromise<SaveAnswer, SaveInput>(async ({ input: i }) => {
          saves.push(i);
          return (save ?? (async () => ({ Success: true, Message: 'Thank you.' })))(i);
        }),
      },
    }),
    { input: { ...input, ...over } },
  );
  actor.start();
  return { actor, saves };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.matches('loading') && !s.matches({ summary: 'saving' }));
const active = (actor: Actor) => actor.getSnapshot().context.state?.activeRoomNumber;
const at = (actor: Actor, value: Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0]) =>
  actor.getSnapshot().matches(value);

/** Room step and guest step of the active room, filled as the hotel asks. */
function completeRoom(actor: Actor, room: number) {
  if (room === 1) actor.send({ type: 'roomConfiguration.changed', roomNumber: 1, roomConfigurationId: 2 });
  actor.send({ type: 'registration.changed', roomNumber: room, change: { NationalityIsoCode: 'GB' } });
  actor.send({ type: 'step.continued' });
  actor.send({ type: 'step.continued' });
}

describe('opening the link', () => {
  it('shows a notice with its badge instead of the steps', async () => {
    const { actor } = start(async () => ({
      kind: 'notice',
      success: false,
      title: 'Booking cancelled',
      message: 'This booking has been cancelled.',
    }));
    await settled(actor);
    expect(at(actor, 'notice')).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({
      success: false,
      title: 'Booking cancelled',
      message: 'This booking has been cancelled.',
    });
  });

  it('a link the server does not know is an invalid link', async () => {
    const { actor } = start(async () => ({ kind: 'invalid' }));
    await settled(actor);
    expect(at(actor, 'invalidLink')).toBe(true);
  });

  it('a booking that could not be reached is said as such (not an invalid link), and a retry loads it', async () => {
    let answer: () => Promise<Loaded> = async () => {
      throw networkError;
    };
    const { actor } = start(() => answer());
    await settled(actor);
    expect(at(actor, 'loadFailed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(networkError.message);
    answer = async () => loaded();
    actor.send({ type: 'retry' });
    await settled(actor);
    expect(at(actor, 'booker')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('starts at the booker when the booking has one, else at the first room', async () => {
    const withBooker = start();
    await settled(withBooker.actor);
    expect(at(withBooker.actor, 'booker')).toBe(true);
    const without = start(async () => loaded(reservation({ Booker: null })));
    await settled(without.actor);
    expect(at(without.actor, { room: 'editing' })).toBe(true);
    expect(active(without.actor)).toBe(1);
  });
});

describe('the steps', () => {
  it('refuses a booker without an e-mail, then goes to the first room', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'booker.changed', change: { Email: '' } });
    actor.send({ type: 'step.continued' });
    expect(at(actor, { booker: 'refused' })).toBe(true);
    actor.send({ type: 'booker.changed', change: { Email: 'john@example.com' } });
    actor.send({ type: 'step.continued' });
    expect(at(actor, { room: 'editing' })).toBe(true);
  });

  it('visits each room (room, then its guests), refusing what the hotel asks and is missing', async () => {
    const { actor } = start(async () => loaded(reservation({ Booker: null })));
    await settled(actor);
    // room 1: no bed set-up, no nationality yet
    actor.send({ type: 'step.continued' });
    expect(at(actor, { room: { editing: 'refused' } })).toBe(true);
    actor.send({ type: 'roomConfiguration.changed', roomNumber: 1, roomConfigurationId: 2 });
    actor.send({ type: 'registration.changed', roomNumber: 1, change: { NationalityIsoCode: 'GB' } });
    actor.send({ type: 'step.continued' });
    expect(at(actor, { room: 'guest' })).toBe(true);
    actor.send({ type: 'guest.changed', roomNumber: 1, index: 0, change: { LastName: '' } });
    actor.send({ type: 'step.continued' });
    expect(at(actor, { room: { guest: 'refused' } })).toBe(true);
    actor.send({ type: 'guest.changed', roomNumber: 1, index: 0, change: { LastName: 'Smith' } });
    actor.send({ type: 'step.continued' });
    // room 2 has no bed set-ups: the nationality is all it needs
    expect(active(actor)).toBe(2);
    completeRoom(actor, 2);
    expect(at(actor, { extras: 'editing' })).toBe(true);
    expect(active(actor)).toBe(1);
  });

  it('changes extras the hotel lets guests change, then asks for the card', async () => {
    const { actor } = start(async () => loaded(reservation({ Booker: null })));
    await settled(actor);
    completeRoom(actor, 1);
    completeRoom(actor, 2);
    actor.send({ type: 'service.quantityChanged', roomNumber: 1, serviceId: 303, quantity: 1 });
    actor.send({ type: 'service.quantityChanged', roomNumber: 1, serviceId: 301, quantity: 2 });
    expect(actor.getSnapshot().context.state?.rooms[0]?.services).toEqual([{ ServiceId: 301, Quantity: 2 }]);
    actor.send({ type: 'step.continued' });
    actor.send({ type: 'step.continued' });
    expect(at(actor, 'payment')).toBe(true);
  });

  it('takes the card on file, or a new card valid as at checkout', async () => {
    const { actor } = start(async () => loaded(reservation({ Booker: null })));
    await settled(actor);
    completeRoom(actor, 1);
    completeRoom(actor, 2);
    actor.send({ type: 'step.continued' });
    actor.send({ type: 'step.continued' });
    actor.send({
      type: 'card.changed',
      change: {
        creditCardId: null,
        creditCardName: 'J Smith',
        creditCardNumber: '4111 1111 1111 1112',
        cvvNumber: '123',
      },
    });
    actor.send({ type: 'step.continued' });
    expect(at(actor, { payment: 'refused' })).toBe(true);
    actor.send({ type: 'card.changed', change: { creditCardNumber: '4111 1111 1111 1111' } });
    actor.send({ type: 'step.continued' });
    expect(at(actor, { summary: 'reviewing' })).toBe(true);
  });
});

describe('saving', () => {
  async function toSummary(save?: (i: SaveInput) => Promise<SaveAnswer>) {
    const started = start(async () => loaded(reservation({ Booker: null })), save);
    await settled(started.actor);
    completeRoom(started.actor, 1);
    completeRoom(started.actor, 2);
    started.actor.send({ type: 'step.continued' });
    started.actor.send({ type: 'step.continued' });
    started.actor.send({ type: 'step.continued' });
    expect(started.actor.getSnapshot().matches({ payment: 'refused' })).toBe(true); // its security code first
    started.actor.send({ type: 'card.changed', change: { cvvNumber: '123' } });
    started.actor.send({ type: 'step.continued' }); // the card on file
    return started;
  }

  it('needs the arrival time and the terms, then saves and completes', async () => {
    const { actor, saves } = await toSummary();
    actor.send({ type: 'save.requested' });
    expect(at(actor, { summary: 'refused' })).toBe(true);
    actor.send({ type: 'arrival.changed', value: '15:30' });
    actor.send({ type: 'terms.changed', accepted: true });
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(at(actor, 'complete')).toBe(true);
    expect(saves[0]?.card.creditCardId).toBe(1);
    expect(saves[0]?.state.arrivalTime).toBe('15:30');
  });

  it('keeps everything typed when saving fails: the Message, else "Failed to save Check In Information"', async () => {
    let answer: () => Promise<SaveAnswer> = async () => ({ Success: false, Message: null });
    const { actor } = await toSummary(() => answer());
    actor.send({ type: 'arrival.changed', value: '15:30' });
    actor.send({ type: 'terms.changed', accepted: true });
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBe(PRE_CHECK_IN_MESSAGES.saveFailed);
    answer = async () => {
      throw new Error('The hotel could not be reached.');
    };
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(at(actor, { summary: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('The hotel could not be reached.');
    expect(actor.getSnapshot().context.state?.arrivalTime).toBe('15:30');
  });

  it('may amend after completing: every step again, with what was saved', async () => {
    const { actor } = await toSummary();
    actor.send({ type: 'arrival.changed', value: '15:30' });
    actor.send({ type: 'terms.changed', accepted: true });
    actor.send({ type: 'save.requested' });
    await settled(actor);
    actor.send({ type: 'amend.requested' });
    expect(at(actor, { room: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.state?.rooms[0]?.registration.NationalityIsoCode).toBe('GB');
    expect(actor.getSnapshot().context.state?.arrivalTime).toBe('15:30');
  });
});

describe('kept over a reload', () => {
  it('never keeps the card number or security code', async () => {
    const { actor } = start(async () => loaded(reservation({ Booker: null })));
    await settled(actor);
    actor.send({ type: 'card.changed', change: { creditCardNumber: '4111111111111111', cvvNumber: '123' } });
    const kept = JSON.stringify(withoutCardSecrets(actor.getPersistedSnapshot()));
    expect(kept).not.toContain('4111111111111111');
    expect(kept).not.toContain('"cvvNumber":"123"');
    expect(kept).toContain('Visa ending 1111');
  });
});

it('goes back from the summary to the card when its details are needed again', async () => {
  const { actor } = start(async () => loaded(reservation({ Booker: null })));
  await settled(actor);
  completeRoom(actor, 1);
  completeRoom(actor, 2);
  actor.send({ type: 'step.continued' });
  actor.send({ type: 'step.continued' });
  actor.send({ type: 'card.changed', change: { cvvNumber: '123' } });
  actor.send({ type: 'step.continued' });
  actor.send({ type: 'payment.edit' });
  expect(at(actor, 'payment')).toBe(true);
});

it("offers the card on file with the booker's name on it", async () => {
  const { actor } = start();
  await settled(actor);
  expect(actor.getSnapshot().context.card).toMatchObject({
    creditCardId: 1,
    creditCardName: 'John Smith',
    cvvNumber: '',
  });
});
