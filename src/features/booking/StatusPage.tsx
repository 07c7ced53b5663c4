import { Link, useNavigate, useParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { statusMachine } from '@machines/status/status.machine';
import { PageHeading } from '@/ui/Page';
import { usePropertyData } from '@/ui/useProperty';
import { useNotify } from '@/ui/notifications';
import { flowRoot } from '@/ui/flowRoot';
import { statusView } from '@machines/status/status.selectors';
import { sameData } from '@/ui/sameData';

/** Status: waits for the payment to be verified, then shows the confirmation. */
export function Component() {
  const { confirmationToken = '' } = useParams();
  const { property } = usePropertyData();
  const navigate = useNavigate();
  const notify = useNotify();
  const actor = useActorRef(
    statusMachine.provide({
      actions: {
        goToConfirmation: () =>
          void navigate(`/Book/${property.PropertyCode}/Confirmation/${confirmationToken}`, { replace: true }),
        notifyFailed: (_, params) => notify({ type: 'negative', message: params.message, position: 'top' }),
      },
    }),
    { input: { propertyId: property.PropertyId, confirmationToken } },
  );
  const { state, phase, message, referenceNumber, refused } = useSelector(actor, statusView, sameData);
  return (
    <section {...flowRoot('status', state)}>
      <PageHeading>Checking your booking</PageHeading>
      {phase === 'checking' ? (
        <div role="status" aria-live="polite">
          <p>
            We are confirming your booking{referenceNumber ? ` (reference ${referenceNumber})` : ''} with the hotel.
            This usually takes a few seconds.
          </p>
          {message ? <p>{message}</p> : null}
        </div>
      ) : null}
      {phase === 'confirmed' ? <p role="status">Your booking is confirmed. Opening your confirmation…</p> : null}
      {phase === 'failed' ? (
        <div>
          <p role="alert" className="notice notice--error">
            {message}
          </p>
          <p>
            <Link to={`/Book/${property.PropertyCode}`}>Start a new search</Link> or{' '}
            <Link to={`/Contact/${property.PropertyCode}`}>contact the hotel</Link>.
          </p>
        </div>
      ) : null}
      {phase === 'stillPending' || phase === 'unreachable' ? (
        <div>
          <p role="alert" className="notice notice--warning">
            {phase === 'stillPending'
              ? 'Your bank is taking longer than usual to confirm the payment. ' +
                'Your booking is safe: check again in a moment.'
              : // what went wrong, and what it means for the booking: the server could not be reached
                // (only the check failed), or it refused the link (nothing says the booking is there)
                `${message ?? 'We could not check your booking just now.'} ` +
                (refused
                  ? 'Please open the link in your confirmation e-mail, or contact the hotel.'
                  : 'Your booking is not lost: check again in a moment, or contact the hotel if this goes on.')}
          </p>
          <button type="button" onClick={() => actor.send({ type: 'status.retry' })}>
            Check again
          </button>
        </div>
      ) : null}
    </section>
  );
}
