/**
 * Guest accounts: session cookie `hbe_session`, register/confirm, login/logout, password
 * reset/change, details, saved cards.
 */
import { emailError, passwordError, phoneError, MESSAGES } from '@/domain';
import { mockNow } from '../clock';
import { db } from '../db';
import type { UserRecord } from '../db/schemas';
import {
  clearSessionCookie,
  defineOperation,
  fail,
  ModelStateBuilder,
  requireUser,
  sessionCookie,
  sessionOf,
  SESSION_COOKIE,
  type Schemas,
} from '../http';
import { idempotent, nextId, propertyById } from './common';
import { recordFailedAttempt, refuseWhileLocked } from './attempts';

export function toSavedCards(user: UserRecord): Schemas['SavedCard'][] {
  return user.CreditCards.map((c) => {
    const type = db.cardTypes.findFirst((q) => q.where({ Id: c.CreditCardTypeId }));
    return {
      CreditCardId: c.CreditCardId,
      CreditCardName: `${type?.Name ?? 'Card'} ending ${c.Last4}`,
      CardTypeId: c.CreditCardTypeId,
      LastFourDigits: c.Last4,
      ExpiryMonth: c.ExpiryMonth,
      ExpiryYear: c.ExpiryYear,
    };
  });
}

export function toAccountUser(user: UserRecord): Schemas['AccountUser'] {
  return {
    Firstname: user.Firstname,
    Lastname: user.Lastname,
    Telephone: user.Telephone || null,
    EmailAddress: user.EmailAddress,
    ReceiveBrandOffers: user.ReceiveBrandOffers,
    CanChoosePaymentMethod: user.CanChoosePaymentMethod,
    CreditCards: toSavedCards(user),
    EmailConfirmed: user.EmailConfirmed,
  };
}

function userByEmail(email: string): UserRecord | undefined {
  const e = email.trim().toLowerCase();
  return db.users.findFirst((q) => q.where({ EmailAddress: (x) => x.toLowerCase() === e }));
}

async function startSession(user: UserRecord, setCookies: string[]): Promise<void> {
  const token = crypto.randomUUID();
  await db.sessions.create({ Token: token, UserId: user.UserId, CreatedAt: mockNow().toISOString() });
  setCookies.push(sessionCookie(token));
}

/** A session for a user who registered (their first answer, or the one asked for by /api/Outcome). */
export async function startSessionOf(emailAddress: string, setCookies: string[]): Promise<void> {
  const user = userByEmail(emailAddress) ?? fail(404, 'Account not found.');
  await startSession(user, setCookies);
}

const randomToken = () => crypto.randomUUID().replace(/-/g, '');

const DUPLICATE_ACCOUNT = 'An account with this e-mail address already exists. Please log in or reset your password.';

/** Creates an account (the work of Account/Register, once per Idempotency-Key). */
async function registerUser(body: Schemas['RegisterRequest']): Promise<Schemas['AccountUser']> {
  propertyById(body.PropertyId);
  const errors = new ModelStateBuilder()
    .add('EmailAddress', emailError(body.EmailAddress))
    .add('Password', passwordError(body.Password, 'register'))
    .add('Firstname', body.Firstname.trim() === '' ? MESSAGES.firstNameRequired : undefined)
    .add('Lastname', body.Lastname.trim() === '' ? MESSAGES.lastNameRequired : undefined)
    .add('MobileNumber', phoneError(body.MobileNumber, false));
  if (!errors.errors.EmailAddress && userByEmail(body.EmailAddress)) {
    errors.add('EmailAddress', DUPLICATE_ACCOUNT);
  }
  // an e-mail address being registered right now counts as taken (a real server's unique index)
  if (!errors.errors.EmailAddress && registering.has(body.EmailAddress.trim().toLowerCase()))
    errors.add('EmailAddress', DUPLICATE_ACCOUNT);
  errors.throwIfAny();
  const claim = body.EmailAddress.trim().toLowerCase();
  registering.add(claim);
  try {
    return toAccountUser(await createUser(body));
  } finally {
    registering.delete(claim);
  }
}

/** E-mail addresses whose account is being created now. */
const registering = new Set<string>();

async function createUser(body: Schemas['RegisterRequest']): Promise<UserRecord> {
  return db.users.create({
    UserId: nextId(
      db.users.all().map((u) => u.UserId),
      0,
    ),
    EmailAddress: body.EmailAddress.trim(),
    Password: body.Password,
    Firstname: body.Firstname.trim(),
    Lastname: body.Lastname.trim(),
    Telephone: body.MobileNumber?.trim() ?? '',
    ReceiveBrandOffers: false,
    CanChoosePaymentMethod: false,
    EmailConfirmed: false,
    EmailConfirmationToken: randomToken(),
    PasswordResetToken: null,
    CreditCards: [],
    CompanyAccountId: null,
  });
}

export const accountHandlers = [
  defineOperation('getAccount', ({ query, cookies, ok }) => {
    propertyById(query.propertyId);
    return ok(toAccountUser(requireUser(cookies)));
  }),

  defineOperation('authenticate', async ({ body, setCookies, ok }) => {
    propertyById(body.PropertyId);
    new ModelStateBuilder()
      .add('EmailAddress', body.EmailAddress.trim() === '' ? MESSAGES.emailInvalid : undefined)
      .add('Password', passwordError(body.Password, 'login'))
      .throwIfAny();
    const attemptKey = `LOGIN:${body.EmailAddress.trim().toLowerCase()}`;
    refuseWhileLocked(body.PropertyId, attemptKey);
    const user = userByEmail(body.EmailAddress);
    if (!user || user.Password !== body.Password) {
      await recordFailedAttempt(body.PropertyId, attemptKey);
      return ok({ Success: false, Message: 'Invalid email address or password. Please check them and try again.' });
    }
    // An unconfirmed account may log in, as it was logged in when it registered (decisions:
    // "Unconfirmed accounts"); the answer says so, and the app reminds the guest to confirm.
    await startSession(user, setCookies);
    return ok({ Success: true, Message: `Welcome back, ${user.Firstname}!`, ...toAccountUser(user) });
  }),

  defineOperation('logout', ({ cookies, setCookies, noContent }) => {
    const token = cookies[SESSION_COOKIE];
    if (token) db.sessions.delete((q) => q.where({ Token: token }));
    setCookies.push(clearSessionCookie());
    return noContent();
  }),

  defineOperation('register', async ({ request, body, setCookies, ok }) => {
    const user = await idempotent(
      request,
      'register',
      JSON.stringify(body),
      'This Idempotency-Key was already used to register other details. Please register again.',
      () => registerUser(body),
    );
    // a replay (the first answer was lost) starts the session that answer would have started
    await startSessionOf(user.EmailAddress, setCookies);
    return ok(user);
  }),

  defineOperation('confirmEmail', async ({ body, ok }) => {
    propertyById(body.PropertyId);
    const user = userByEmail(body.EmailAddress);
    if (!user || !user.EmailConfirmationToken || user.EmailConfirmationToken !== body.Token) {
      if (user?.EmailConfirmed) return ok({ Success: true, Message: 'Your e-mail address is already confirmed.' });
      return fail(400, 'The request is invalid.', { Token: ['This confirmation link is invalid or has expired.'] });
    }
    await db.users.update((q) => q.where({ UserId: user.UserId }), {
      data(u) {
        u.EmailConfirmed = true;
        u.EmailConfirmationToken = null;
      },
    });
    return ok({ Success: true, Message: 'Thank you, your e-mail address is confirmed. You can now log in.' });
  }),

  defineOperation('requestPasswordReset', async ({ body, ok }) => {
    propertyById(body.PropertyId);
    new ModelStateBuilder().add('EmailAddress', emailError(body.EmailAddress)).throwIfAny();
    const user = userByEmail(body.EmailAddress);
    if (user && !user.PasswordResetToken) {
      await db.users.update((q) => q.where({ UserId: user.UserId }), {
        data(u) {
          u.PasswordResetToken = randomToken();
        },
      });
    }
    return ok({
      Success: true,
      Message: 'If an account exists for this address, we have sent it a link to reset the password.',
    });
  }),

  defineOperation('updateAccount', async ({ body, cookies, ok }) => {
    propertyById(body.PropertyId);
    const user = requireUser(cookies);
    new ModelStateBuilder()
      .add('Firstname', body.Firstname.trim() === '' ? MESSAGES.firstNameRequired : undefined)
      .add('Lastname', body.Lastname.trim() === '' ? MESSAGES.lastNameRequired : undefined)
      .add('Telephone', phoneError(body.Telephone, false))
      .throwIfAny();
    const updated = await db.users.update((q) => q.where({ UserId: user.UserId }), {
      data(u) {
        u.Firstname = body.Firstname.trim();
        u.Lastname = body.Lastname.trim();
        u.Telephone = body.Telephone?.trim() ?? '';
        u.ReceiveBrandOffers = body.ReceiveBrandOffers;
      },
    });
    return ok(toAccountUser(updated ?? user));
  }),

  defineOperation('changePassword', async ({ body, cookies, ok }) => {
    propertyById(body.PropertyId);
    const user = requireUser(cookies);
    new ModelStateBuilder()
      .add(
        'CurrentPassword',
        user.Password !== body.CurrentPassword ? 'The current password is not correct.' : undefined,
      )
      .add('NewPassword', passwordError(body.NewPassword, 'change'))
      .throwIfAny();
    await db.users.update((q) => q.where({ UserId: user.UserId }), {
      data(u) {
        u.Password = body.NewPassword;
      },
    });
    return ok({ Success: true, Message: 'Your password has been changed.' });
  }),

  defineOperation('resetPassword', async ({ body, ok }) => {
    propertyById(body.PropertyId);
    const user = userByEmail(body.EmailAddress);
    const errors = new ModelStateBuilder();
    if (!user || !user.PasswordResetToken || user.PasswordResetToken !== body.Token)
      errors.add('Token', 'This password reset link is invalid or has expired. Please request a new one.');
    errors.add('NewPassword', passwordError(body.NewPassword, 'reset')).throwIfAny();
    if (user) {
      await db.users.update((q) => q.where({ UserId: user.UserId }), {
        data(u) {
          u.Password = body.NewPassword;
          u.PasswordResetToken = null;
          u.EmailConfirmed = true;
        },
      });
    }
    return ok({ Success: true, Message: 'Your password has been reset. You can now log in with the new password.' });
  }),
];

export { sessionOf };
