/**
 * Runs the session machine for the pages of one property and provides its view model
 * (src/ui/session.tsx) to every screen. The login dialog gets the actor itself
 * (`useSessionActor`), for the form it shows.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { greetingName, type AccountUser } from '@/domain/account';
import { useNotify } from '@/ui/notifications';
import { clearUserDataFromBrowser, SessionContext, type Session } from '@/ui/session';
import { sessionMachine } from '@machines/account/session.machine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionActorContext = createContext<SessionActor | null>(null);

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
  const session = useSessionView(actor);
  return (
    <SessionActorContext.Provider value={actor}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SessionActorContext.Provider>
  );
}

/** The session actor, for the login dialog's form. */
export function useSessionActor(): SessionActor {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor is used outside <SessionProvider>');
  return actor;
}

/** The session machine's snapshot as the view model every screen reads. */
function useSessionView(actor: SessionActor): Session {
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
