/**
 * The guest's session as every screen of a property sees it: the account flows, the menu and
 * the booking checkout (which needs the user's saved cards and CanChoosePaymentMethod, and opens
 * the login dialog). It lives in ui/ because features must not import each other.
 *
 * This is only the view model and its React context: the session machine
 * (machines/account/session.machine.ts) holds the truth, and src/app/SessionProvider.tsx runs
 * it and provides this view of it.
 */
import { createContext, useContext } from 'react';
import type { AccountUser } from '@/domain/account';

/** The logged-in user (with CreditCards and CanChoosePaymentMethod). */
export type SessionUser = AccountUser;
export type SavedCard = SessionUser['CreditCards'][number];

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

export interface Session {
  user: SessionUser | null;
  isLoggedIn: boolean;
  /** The first name, else "Guest". */
  greetingName: string;
  /** The login dialog is open (anonymous only). */
  isLoginOpen: boolean;
  isLoggingOut: boolean;
  openLogin: () => void;
  closeLogin: () => void;
  logout: () => void;
  /** Store a user returned by the login dialog, Register or Account/Update. */
  setUser: (user: SessionUser) => void;
  /** The account could not be checked (the server or the network failed): said, with a retry. */
  checkFailed: boolean;
  retryCheck: () => void;
}

/** Provided by the property layout (src/app/SessionProvider.tsx), or by a story or test. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside <SessionProvider> (the property layout provides it)');
  return session;
}

/** The logged-in user (with CreditCards and CanChoosePaymentMethod), or null. */
export function useSessionUser(): SessionUser | null {
  return useSession().user;
}
