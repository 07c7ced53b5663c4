/**
 * Pre check-in's flow rules: the machine runs with its calls answered from ./fixtures (no server)
 * and the payment provider's card frame played by its double (tests/support/cardFrame.ts); each
 * test asserts the step the guest sees next and what is sent.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { preCheckInMachine, withoutCardSecrets, type PreCheckInInput } from '@machines/precheckin/precheckin.machine';
import type { Loaded, LoadInput, SaveRequest } from '@machines/precheckin/precheckin.actors';
import { summaryView } from '@machines/precheckin/precheckin.selectors';
import { PRE_CHECK_IN_MESSAGES } from '@/domain/precheckin';
import { ApiError } from '@/api/errors';
import { EMPTY_CARD_ENTRY } from '@/domain/booker';
import { input, loaded, reservation } from './fixtures';
import { networkError } from '../account/fixtures';
import { CardEntryIncompleteError } from '@/payment/cardFrameLink';
import { cardFrameDouble, TYPED_CARD } from '../../support/cardFrame';

type SaveInput = SaveRequest;
type SaveAnswer = { Success: boolean; Message: string | null };

function start(
  load: () => Promise<Loaded> = async () => loaded(),
  save?: (i: SaveInput) => Promise<SaveAnswer>,
  over: Partial<PreCheckInInput> = {},
) {
  const saves: SaveInput[] = [];
  // the hotel takes Visa, Mastercard and American Express (the fixtures' card types)
  const frame = cardFrameDouble({ accepted: ['visa', 'mastercard', 'amex'], today: input.today });
  const actor = createActor(
    preCheckInMachine.provide({
      actors: {
        tokenizeCard: frame.tokenizeCard,
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
  frame.attach((event) => actor.send(event));
  return { actor, saves, frame };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) =>
  waitFor(
    actor,
    (s) => !s.matches('loading') && !s.matches({ summary: 'saving' }) && !s.matches({ payment: 'tokenizing' }),
  );
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
    const { actor, frame } = await toCardStep();
    // a new card, typed in the frame: a number that fails its check is not complete
    actor.send({ type: 'card.chosen', creditCardId: null });
    frame.choose('card');
    actor.send({ type: 'card.changed', change: { creditCardName: 'J Smith' } });
    frame.type({ ...TYPED_CARD, number: '4111 1111 1111 1112' });
    expect(actor.getSnapshot().context.card).toMatchObject({ creditCardId: null, entry: { complete: false } });
    // the frame is asked, and says what is missing next to its fields: no token
    actor.send({ type: 'step.continued' });
    await settled(actor);
    expect(at(actor, { payment: 'refused' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(new CardEntryIncompleteError().message);
    expect(frame.tokens).toEqual([]);
    frame.type({ number: '4111 1111 1111 1111' });
    // its type follows the brand the frame detects (Visa: the property's type 1)
    expect(actor.getSnapshot().context.card).toMatchObject({ entry: { complete: true }, cardType: { Id: 1 } });
    actor.send({ type: 'step.continued' });
    expect(at(actor, { payment: 'tokenizing' })).toBe(true);
    await settled(actor);
    expect(at(actor, { summary: 'reviewing' })).toBe(true);
    expect(frame.tokens).toHaveLength(1);
    expect(actor.getSnapshot().context.card.token).toEqual(frame.tokens[0]);
    expect(frame.tokens[0]).toMatchObject({ mode: 'card', brand: 'visa', lastFour: '1111' });
  });

  it('a brand the hotel does not take is refused at the card step', async () => {
    const { actor, frame } = await toCardStep();
    actor.send({ type: 'card.chosen', creditCardId: null });
    frame.choose('card');
    actor.send({ type: 'card.changed', change: { creditCardName: 'J Smith' } });
    frame.type({ ...TYPED_CARD, number: '6011 1111 1111 1117' }); // Discover
    expect(actor.getSnapshot().context.card).toMatchObject({
      cardType: null,
      entry: { complete: false, brand: 'discover', brandRefused: true },
    });
    actor.send({ type: 'step.continued' });
    await settled(actor);
    expect(at(actor, { payment: 'refused' })).toBe(true);
    expect(frame.tokens).toEqual([]);
  });

  it('a code typed just before Continue is taken: the frame is asked, its word comes before its token', async () => {
    const { actor, frame } = await toCardStep();
    frame.choose('securityCode'); // the card on file
    actor.send({ type: 'card.changed', change: { creditCardName: 'J Smith' } });
    // the guest typed the code and pressed Continue before the frame's message reached the page
    frame.type({ securityCode: '123' }, { unheard: true });
    expect(actor.getSnapshot().context.card.entry.complete).toBe(false);
    actor.send({ type: 'step.continued' });
    expect(at(actor, { payment: 'tokenizing' })).toBe(true);
    await settled(actor);
    expect(at(actor, { summary: 'reviewing' })).toBe(true);
    expect(actor.getSnapshot().context.card).toMatchObject({ entry: { complete: true }, token: frame.tokens[0] });
  });

  it('another card chosen while the frame is asked: its token is not taken for it', async () => {
    const { actor, frame } = await toCardStep();
    actor.send({ type: 'card.chosen', creditCardId: null });
    frame.choose('card');
    actor.send({ type: 'card.changed', change: { creditCardName: 'J Smith' } });
    // typed just before Continue: the frame's word (complete) comes with its answer, after the
    // guest chose the card on file instead
    frame.type(TYPED_CARD, { unheard: true });
    actor.send({ type: 'step.continued' });
    actor.send({ type: 'card.chosen', creditCardId: 1 });
    await settled(actor);
    expect(frame.tokens).toHaveLength(1);
    expect(at(actor, { payment: 'refused' })).toBe(true);
    expect(actor.getSnapshot().context.card).toMatchObject({ creditCardId: 1, token: null });
  });

  it('without the name on the card the frame is not asked', async () => {
    const { actor, frame } = await toCardStep();
    frame.choose('securityCode');
    frame.type({ securityCode: '123' });
    actor.send({ type: 'card.changed', change: { creditCardName: '  ' } });
    actor.send({ type: 'step.continued' });
    expect(at(actor, { payment: 'refused' })).toBe(true);
    expect(frame.tokens).toEqual([]);
  });

  it('a frame that gives no token keeps the guest on the card step, saying why', async () => {
    const { actor } = start(async () => loaded(reservation({ Booker: null })));
    await settled(actor);
    completeRoom(actor, 1);
    completeRoom(actor, 2);
    actor.send({ type: 'step.continued' });
    actor.send({ type: 'step.continued' });
    // the frame said complete, but what it holds is not (its own check at tokenize is the last word)
    actor.send({ type: 'card.changed', change: { creditCardName: 'J Smith' } });
    actor.send({
      type: 'card.entryChanged',
      entry: { complete: true, empty: false, brand: null, brandRefused: false },
    });
    actor.send({ type: 'step.continued' });
    await settled(actor);
    expect(at(actor, { payment: 'refused' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(
      'Check your card details: what is missing is said next to each field.',
    );
    expect(actor.getSnapshot().context.card.token).toBeNull();
  });
});

/** The card's token is gone: saving again is refused, the summary asks for the card, nothing is sent. */
function expectCardAskedAgain({ actor, saves }: ReturnType<typeof start>) {
  expect(actor.getSnapshot().context.card.token).toBeNull();
  actor.send({ type: 'save.requested' });
  expect(at(actor, { summary: 'refused' })).toBe(true);
  expect(summaryView(actor.getSnapshot())?.cardIncomplete).toBe(true);
  expect(saves).toHaveLength(1);
}

/** A booking without a booker, both rooms completed, at its card step (the card on file offered). */
async function toCardStep(save?: (i: SaveInput) => Promise<SaveAnswer>) {
  const started = start(async () => loaded(reservation({ Booker: null })), save);
  await settled(started.actor);
  completeRoom(started.actor, 1);
  completeRoom(started.actor, 2);
  started.actor.send({ type: 'step.continued' });
  started.actor.send({ type: 'step.continued' });
  return started;
}

async function toSummary(save?: (i: SaveInput) => Promise<SaveAnswer>) {
  const started = await toCardStep(save);
  // the card on file: the frame asks for its security code only
  started.frame.choose('securityCode');
  // the booking has no booker: the name on the card is the guest's to give
  started.actor.send({ type: 'card.changed', change: { creditCardName: 'J Smith' } });
  started.actor.send({ type: 'step.continued' });
  await settled(started.actor);
  expect(started.actor.getSnapshot().matches({ payment: 'refused' })).toBe(true); // its security code first
  await retypeCode(started);
  return started;
}

/** the guest types the card's security code in the frame and continues: the frame gives a token */
async function retypeCode({ actor, frame }: ReturnType<typeof start>) {
  frame.type({ securityCode: '123' });
  actor.send({ type: 'step.continued' });
  await settled(actor);
  expect(at(actor, { summary: 'reviewing' })).toBe(true);
}

describe('saving', () => {
  /** a summary ready to save: the arrival time and the terms */
  function completeSummary(actor: Actor) {
    actor.send({ type: 'arrival.changed', value: '15:30' });
    actor.send({ type: 'terms.changed', accepted: true });
  }

  it('needs the arrival time and the terms, then saves and completes', async () => {
    const { actor, saves, frame } = await toSummary();
    actor.send({ type: 'save.requested' });
    expect(at(actor, { summary: 'refused' })).toBe(true);
    actor.send({ type: 'arrival.changed', value: '15:30' });
    actor.send({ type: 'terms.changed', accepted: true });
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(at(actor, 'complete')).toBe(true);
    expect(saves[0]?.card.creditCardId).toBe(1);
    // the saved card's security code goes as the frame's single-use token, never as digits
    expect(frame.tokens).toHaveLength(1);
    expect(frame.tokens[0]).toMatchObject({ mode: 'securityCode', brand: null, lastFour: null });
    expect(saves[0]?.card.token).toEqual(frame.tokens[0]);
    expect(JSON.stringify(saves[0]?.card)).not.toContain('"123"');
    expect(saves[0]?.state.arrivalTime).toBe('15:30');
    // the token has done its job: nothing of the card's entry is kept
    expect(actor.getSnapshot().context.card).toMatchObject({ entry: EMPTY_CARD_ENTRY, token: null });
  });

  it('keeps everything typed when saving fails: the Message, else "Failed to save Check In Information"', async () => {
    let answer: () => Promise<SaveAnswer> = async () => ({ Success: false, Message: null });
    const started = await toSummary(() => answer());
    const { actor, saves } = started;
    completeSummary(actor);
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(at(actor, { summary: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(PRE_CHECK_IN_MESSAGES.saveFailed);
    // the refused save spent its token: the card is asked for again before the next save
    expectCardAskedAgain(started);
    answer = async () => {
      throw new Error('The hotel could not be reached.');
    };
    actor.send({ type: 'payment.edit' });
    await retypeCode(started);
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(saves).toHaveLength(2);
    expect(at(actor, { summary: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('The hotel could not be reached.');
    expect(actor.getSnapshot().context.state?.arrivalTime).toBe('15:30');
    expect(actor.getSnapshot().context.state?.acceptedTerms).toBe(true);
  });

  it('back at the card, the frame is empty again: asked on Continue, it says the code is missing', async () => {
    const started = await toSummary(async () => ({ Success: false, Message: null }));
    const { actor, frame } = started;
    completeSummary(actor);
    actor.send({ type: 'save.requested' });
    await settled(actor);
    actor.send({ type: 'save.requested' }); // refused: the card first
    actor.send({ type: 'payment.edit' });
    expect(at(actor, { payment: 'quiet' })).toBe(true);
    expect(actor.getSnapshot().context.card).toMatchObject({ entry: EMPTY_CARD_ENTRY, token: null });
    // the card step's frame is a new one: empty, its security code asked for (no token given)
    frame.choose('securityCode');
    actor.send({ type: 'step.continued' });
    await settled(actor);
    expect(at(actor, { payment: 'refused' })).toBe(true);
    expect(frame.tokens).toHaveLength(1);
    await retypeCode(started);
    expect(frame.tokens).toHaveLength(2);
  });

  it('a card declined by the server (402) is asked for again: token cleared, the summary says the card', async () => {
    const declined = new ApiError({
      message: 'Your card was declined. Please check the details or use another card.',
      status: 402,
      code: 'http',
      url: '/api/PreCheckIn/Save',
      method: 'POST',
    });
    let answer: () => Promise<SaveAnswer> = async () => {
      throw declined;
    };
    const started = await toSummary(() => answer());
    const { actor, saves, frame } = started;
    completeSummary(actor);
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(at(actor, { summary: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(declined.message);
    // the same save cannot go again with the declined card: the card step first
    expectCardAskedAgain(started);
    // a new token for the card, and the save goes
    answer = async () => ({ Success: true, Message: 'Thank you.' });
    actor.send({ type: 'payment.edit' });
    await retypeCode(started);
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(at(actor, 'complete')).toBe(true);
    expect(frame.tokens).toHaveLength(2);
    expect(saves[1]?.card.token).toEqual(frame.tokens[1]);
    expect(saves[1]?.card.token?.token).not.toBe(saves[0]?.card.token?.token);
  });

  it('a save whose outcome is unknown keeps the token: the retry sends the same body under the same key', async () => {
    let answer: () => Promise<SaveAnswer> = async () => {
      throw networkError;
    };
    const { actor, saves, frame } = await toSummary(() => answer());
    completeSummary(actor);
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(at(actor, { summary: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(networkError.message);
    expect(actor.getSnapshot().context.card.token).toEqual(frame.tokens[0]);
    expect(actor.getSnapshot().context.intent.outcomeUnknown).toBe(true);
    answer = async () => ({ Success: true, Message: 'Thank you.' });
    actor.send({ type: 'save.requested' });
    await settled(actor);
    expect(at(actor, 'complete')).toBe(true);
    expect(frame.tokens).toHaveLength(1);
    expect(saves).toHaveLength(2);
    expect(saves[1]?.card).toEqual(saves[0]?.card);
    expect(saves[1]?.intent.key).toBe(saves[0]?.intent.key);
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
  it("never keeps the card's token or what the frame said: a restored flow asks for the card again", async () => {
    const { actor, frame } = await toSummary();
    expect(actor.getSnapshot().context.card.token).not.toBeNull();
    const persisted = withoutCardSecrets(actor.getPersistedSnapshot()) as unknown as { context: { card: unknown } };
    expect(persisted.context.card).toMatchObject({ creditCardId: 1, entry: EMPTY_CARD_ENTRY, token: null });
    const kept = JSON.stringify(persisted);
    expect(kept).not.toContain(frame.tokens[0]!.token);
    expect(kept).not.toContain('"complete":true');
    expect(kept).toContain('Visa ending 1111');
  });
});

it('goes back from the summary to the card only when its details are needed again, once the guest tried', async () => {
  const started = await toSummary(async () => ({ Success: false, Message: 'Closed' }));
  const { actor } = started;
  // the card is ready: nothing to enter again
  actor.send({ type: 'payment.edit' });
  expect(at(actor, { summary: 'reviewing' })).toBe(true);
  expect(summaryView(actor.getSnapshot())?.cardIncomplete).toBe(false);
  actor.send({ type: 'arrival.changed', value: '15:30' });
  actor.send({ type: 'terms.changed', accepted: true });
  actor.send({ type: 'save.requested' });
  await settled(actor);
  // refused by the hotel: its token is spent, and the summary says the card is needed again
  expect(at(actor, { summary: 'failed' })).toBe(true);
  expect(summaryView(actor.getSnapshot())?.cardIncomplete).toBe(true);
  actor.send({ type: 'payment.edit' });
  expect(at(actor, 'payment')).toBe(true);
});

it("offers the card on file with the booker's name on it", async () => {
  const { actor } = start();
  await settled(actor);
  expect(actor.getSnapshot().context.card).toMatchObject({
    creditCardId: 1,
    creditCardName: 'John Smith',
    cardType: { Id: 1 },
    entry: EMPTY_CARD_ENTRY,
    token: null,
  });
});
