/**
 * Runs the session machine for the pages of one property and provides its view model
 * (src/ui/session.tsx) to every screen, the login dialog included (its form is its own machine,
 * which hands the user it logged in to `setUser`).
 */
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { greetingName, type AccountUser } from '@/domain/sessionTexts';
import { useNotify } from '@/ui/notifications';
import { clearUserDataFromBrowser, SessionContext, type Session } from '@/ui/session';
import { sessionMachine } from '@machines/account/session.machine';
import { onSessionRejected } from '@/api/sessionEvents';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

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
  // any call refused for want of a session (401) ends a logged-in session at once
  useEffect(() => onSessionRejected(() => actor.send({ type: 'session.expired' })), [actor]);
  const session = useSessionView(actor);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session machine's snapshot as the view model every screen reads. */
function useSessionView(actor: SessionActor): Session {
  const user = useSelector(actor, (s) => s.context.user);
  const isLoggedIn = useSelector(actor, (s) => s.matches('loggedIn'));
  const isLoginOpen = useSelector(actor, (s) => s.matches({ anonymous: 'open' }));
  const isLoggingOut = useSelector(actor, (s) => s.matches('loggingOut'));
  const openLogin = useCallback(() => actor.send({ type: 'login.opened' }), [actor]);
  const closeLogin = useCallback(() => actor.send({ type: 'login.closed' }), [actor]);
  const logout = useCallback(() => actor.send({ type: 'logout.requested' }), [actor]);
  const setUser = useCallback((next: AccountUser) => actor.send({ type: 'user.updated', user: next }), [actor]);
  const checkFailed = useSelector(actor, (s) => s.context.checkFailed);
  const retryCheck = useCallback(() => actor.send({ type: 'session.reload' }), [actor]);
  return useMemo(
    () => ({
      user,
      isLoggedIn,
      greetingName: greetingName(user?.Firstname),
      isLoginOpen,
      isLoggingOut,
      openLogin,
      closeLogin,
      logout,
      setUser,
      checkFailed,
      retryCheck,
    }),
    [user, isLoggedIn, isLoginOpen, isLoggingOut, openLogin, closeLogin, logout, setUser, checkFailed, retryCheck],
  );
}
