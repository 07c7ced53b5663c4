/**
 * What every account form machine shares (register, login, forgot and reset password, manage
 * account): the notice a machine asks its screen to show, the editing state of a form, and the
 * way a failed or refused call goes back to the form with its message.
 *
 * Showing the field messages is a state, not a flag: a form is `editing.quiet` until a submit is
 * refused, then `editing.refused` (the screen shows the messages while
 * `snapshot.matches({ editing: 'refused' })`). The context keeps `attempts`, bumped on every
 * refused submit, so the screen can move focus to the first invalid field each time.
 */
import { assign } from 'xstate';
import { fieldErrors, hasFieldErrors, type FormSchema } from '@/domain/forms';
import { refusedMessage } from '@/domain/account';
import { failureMessage } from '@/api/errors';

/** What a machine asks the screen to show; the screen provides the `notify` action. */
export interface Notice {
  type: 'positive' | 'negative';
  message: string;
  position?: 'top' | 'bottom';
}

/** The context of a machine with one form. */
export interface FormContext<F> {
  form: F;
  /** refused submits so far (the screen focuses the first invalid field) */
  attempts: number;
  /** the failure of the last submit */
  error: string | null;
}

/** The events of a machine with one form. */
export type FormEvent<F> = { type: 'field.changed'; field: keyof F; value: string } | { type: 'form.submitted' };

/**
 * The named actions of a machine with one form (FormContext, FormEvent): `notify` (the screen
 * provides it), `setField`, `countAttempt` and `storeError` (params `{ message }`).
 */
export function formActions<F extends object, C extends FormContext<F>, E extends FormEvent<F>>() {
  return {
    notify: (_: unknown, _notice: Notice) => {},
    setField: assign<C, E, undefined, E, never>(({ context, event }) =>
      event.type === 'field.changed' ? ({ form: { ...context.form, [event.field]: event.value } } as Partial<C>) : {},
    ),
    countAttempt: assign<C, E, undefined, E, never>(
      ({ context }) => ({ attempts: context.attempts + 1 }) as Partial<C>,
    ),
    storeError: assign<C, E, { message: string }, E, never>((_, params) => ({ error: params.message }) as Partial<C>),
  };
}

/** A form is valid when its schema finds no field error (the guards of every account form). */
export function isFormValid<F extends object>(schema: FormSchema, form: F): boolean {
  return !hasFieldErrors(fieldErrors(schema, form));
}

/**
 * The editing state of a form: each `changed` event stores a field (`setField`), a valid `submitted` goes on
 * to `next`, a refused one enters `refused` (the field messages show from then on) and runs the
 * machine's `countAttempt` action.
 */
export function editingState<
  const TChanged extends string,
  const TSubmitted extends string,
  const TValid extends string,
  const TSetField extends string,
  const TCount extends string,
  const TNext extends string,
>(form: {
  changed: readonly TChanged[];
  submitted: TSubmitted;
  isValid: TValid;
  setField: TSetField;
  countAttempt: TCount;
  next: TNext;
}) {
  const on = {
    ...Object.fromEntries(form.changed.map((event) => [event, { actions: form.setField }])),
    [form.submitted]: [
      { guard: form.isValid, target: form.next },
      { target: '.refused', actions: form.countAttempt },
    ],
  } as { [K in TChanged]: { actions: TSetField } } & {
    [K in TSubmitted]: readonly [{ guard: TValid; target: TNext }, { target: '.refused'; actions: TCount }];
  };
  return { initial: 'quiet', states: { quiet: {}, refused: {} }, on } as const;
}

/** The editing state of a machine with one form (FormEvent; formActions; guard `isFormValid`). */
export function formEditing<const TNext extends string>(next: TNext) {
  return editingState({
    changed: ['field.changed'],
    submitted: 'form.submitted',
    isValid: 'isFormValid',
    setField: 'setField',
    countAttempt: 'countAttempt',
    next,
  });
}

type StoredNotice = { type: 'negative'; message: string; position?: 'top' | 'bottom' };

/**
 * A call that ended without success: back to `target`, the message kept for the form by the
 * machine's `store` action (params `{ message }`) and said in a negative notice (at `position`
 * when given).
 */
export function callEnded<const TTarget extends string, const TStore extends string, TEvent>(
  target: TTarget,
  store: TStore,
  message: (event: TEvent) => string,
  position?: 'top' | 'bottom',
) {
  const notice = (event: TEvent): StoredNotice =>
    position ? { type: 'negative', position, message: message(event) } : { type: 'negative', message: message(event) };
  return {
    target,
    actions: [
      { type: store, params: ({ event }: { event: TEvent }) => ({ message: message(event) }) },
      { type: 'notify', params: ({ event }: { event: TEvent }) => notice(event) },
    ],
  } as const;
}

/**
 * A call that failed (HTTP or network): the flow's text (`base`, read when the call fails, in the
 * interface's locale) and what the server said.
 */
export function callFailed<const TTarget extends string, const TStore extends string>(
  target: TTarget,
  store: TStore,
  base: () => string,
) {
  return callEnded(target, store, (event: { error: unknown }) => failureMessage(base(), event.error));
}

/** A call answered Success false: the flow's text (`base`, read when it is said) and the server's Message. */
export function callRefused<const TTarget extends string, const TStore extends string>(
  target: TTarget,
  store: TStore,
  base: () => string,
) {
  return callEnded(target, store, (event: { output: { Message: string | null } }) =>
    refusedMessage(base(), event.output.Message),
  );
}

/**
 * A notice of the flow's own (`message` read when it is said, in the interface's locale): the
 * `notify` action the screen provides, with its params.
 */
export function flowNotice(type: Notice['type'], message: () => string) {
  return { type: 'notify', params: (): Notice => ({ type, message: message() }) } as const;
}
