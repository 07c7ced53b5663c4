/**
 * The guest's session, shared by every screen of a property: the account flows, the menu and
 * the booking checkout (which needs the user's saved cards and CanChoosePaymentMethod, and opens
 * the login dialog). It lives in ui/ because features must not import each other.
 *
 * The session machine (machines/account/session.machine.ts) holds the truth; the property
 * layout mounts <SessionProvider> seeded with the user its loader fetched.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { sessionMachine } from '@machines/account/session.machine';
import { greetingName } from '@machines/account/account.messages';
import type { AccountUser } from '@/api/queries';
import { useNotify } from './notifications';

export type SessionUser = AccountUser;
export type SavedCard = AccountUser['CreditCards'][number];
export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** sessionStorage / localStorage keys of user data start with this; logout removes them all. */
export const USER_DATA_KEY_PREFIX = 'hbe:user:';

const cleaners = new Set<() => void>();

/**
 * A flow that keeps user data in the browser (e.g. checkout's booker details) registers how to
 * remove it; logout runs every cleaner. Returns the unregister function (use it in an effect).
 */
export function registerUserDataCleaner(clean: () => void): () => void {
  cleaners.add(clean);
  return () => {
    cleaners.delete(clean);
  };
}

/** Removes every user-data key from web storage and runs the registered cleaners. */
export function clearUserDataFromBrowser(): void {
  for (const storage of [globalThis.sessionStorage, globalThis.localStorage]) {
    if (!storage) continue;
    for (const key of Object.keys(storage)) if (key.startsWith(USER_DATA_KEY_PREFIX)) storage.removeItem(key);
  }
  for (const clean of cleaners) {
    try {
      clean();
    } catch (error) {
      console.error('A user-data cleaner failed', error);
    }
  }
}

const SessionContext = createContext<SessionActor | null>(null);

export interface SessionProviderProps {
  propertyId: number;
  /** The user from the property loader (null = anonymous); undefined = load it. */
  user?: AccountUser | null;
  /** After logout (the user is already cleared): e.g. leave a page that needs a user. */
  onLoggedOut?: () => void;
  /** Extra clean-up of user data on logout (caches of the app layer). */
  onClearUserData?: () => void;
  children: ReactNode;
}

export function SessionProvider({ propertyId, user, onLoggedOut, onClearUserData, children }: SessionProviderProps) {
  const notify = useNotify();
  const actor = useActorRef(
    sessionMachine.provide({
      actions: {
        notify: (_, notice) => notify(notice),
        clearStoredUserData: () => {
          clearUserDataFromBrowser();
          onClearUserData?.();
        },
        loggedOut: () => onLoggedOut?.(),
      },
    }),
    { input: { propertyId, user } },
  );
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

/** The session actor (for `useSelector` with your own selector). */
export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSession is used outside <SessionProvider> (the property layout provides it)');
  return actor;
}

export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionActor(), selector);
}

/** The logged-in user (with CreditCards and CanChoosePaymentMethod), or null. */
export function useSessionUser(): AccountUser | null {
  return useSessionSelector((s) => s.context.user);
}

export function useIsLoggedIn(): boolean {
  return useSessionSelector((s) => s.matches('loggedIn'));
}

export interface Session {
  user: AccountUser | null;
  isLoggedIn: boolean;
  /** The first name, else "Guest". */
  greetingName: string;
  /** The login dialog is open (anonymous only). */
  isLoginOpen: boolean;
  isLoggingIn: boolean;
  isLoggingOut: boolean;
  openLogin: () => void;
  closeLogin: () => void;
  logout: () => void;
  /** Store a user returned by Register or Account/Update. */
  setUser: (user: AccountUser) => void;
}

export function useSession(): Session {
  const actor = useSessionActor();
  const user = useSelector(actor, (s) => s.context.user);
  const isLoggedIn = useSelector(actor, (s) => s.matches('loggedIn'));
  const isLoginOpen = useSelector(actor, (s) => s.matches({ anonymous: 'open' }));
  const isLoggingIn = useSelector(actor, (s) => s.matches({ anonymous: { open: 'loggingIn' } }));
  const isLoggingOut = useSelector(actor, (s) => s.matches('loggingOut'));
  const openLogin = useCallback(() => actor.send({ type: 'login.opened' }), [actor]);
  const closeLogin = useCallback(() => actor.send({ type: 'login.closed' }), [actor]);
  const logout = useCallback(() => actor.send({ type: 'logout.requested' }), [actor]);
  const setUser = useCallback((next: AccountUser) => actor.send({ type: 'user.updated', user: next }), [actor]);
  return useMemo(
    () => ({
      user,
      isLoggedIn,
      greetingName: greetingName(user?.Firstname),
      isLoginOpen,
      isLoggingIn,
      isLoggingOut,
      openLogin,
      closeLogin,
      logout,
      setUser,
    }),
    [user, isLoggedIn, isLoginOpen, isLoggingIn, isLoggingOut, openLogin, closeLogin, logout, setUser],
  );
}
