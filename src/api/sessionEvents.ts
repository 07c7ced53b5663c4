/**
 * The server refused a call for want of a session (401). The session layer listens, so a guest
 * whose session ended is told at once, whichever call found out (src/app/SessionProvider).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionRejected(): void {
  for (const listener of [...listeners]) listener();
}
