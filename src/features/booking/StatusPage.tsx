import { Link, useNavigate, useParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { STATUS_MESSAGES, statusMachine } from '@machines/status/status.machine';
import { PageHeading } from '@/ui/Page';
import { usePropertyData } from '@/ui/useProperty';
import { useNotify } from '@/ui/notifications';
import { flowRoot } from '@/ui/flowRoot';
import { statusView } from '@machines/status/status.selectors';
import { sameData } from '@/ui/sameData';
import { checkoutText as t } from '@/i18n/checkout';
import { richText } from '@/ui/RichText';

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
      <PageHeading>{t('status.heading')}</PageHeading>
      {phase === 'checking' ? (
        <div role="status" aria-live="polite">
          <p>
            {referenceNumber ? t('status.confirmingReference', { reference: referenceNumber }) : t('status.confirming')}
          </p>
          {message ? <p>{message}</p> : null}
        </div>
      ) : null}
      {phase === 'confirmed' ? <p role="status">{t('status.confirmed')}</p> : null}
      {phase === 'failed' ? (
        <div>
          <p role="alert" className="notice notice--error">
            {message}
          </p>
          <p>
            {richText(t('status.next'), {
              search: (text) => <Link to={`/Book/${property.PropertyCode}`}>{text}</Link>,
              contact: (text) => <Link to={`/Contact/${property.PropertyCode}`}>{text}</Link>,
            })}
          </p>
        </div>
      ) : null}
      {phase === 'stillPending' || phase === 'unreachable' ? (
        <div>
          <p role="alert" className="notice notice--warning">
            {phase === 'stillPending'
              ? t('status.stillPending')
              : // what went wrong, and what it means for the booking: the server could not be reached
                // (only the check failed), or it refused the link (nothing says the booking is there)
                t(refused ? 'status.unreachableRefused' : 'status.unreachable', {
                  problem: message ?? STATUS_MESSAGES.checkFailed,
                })}
          </p>
          <button type="button" onClick={() => actor.send({ type: 'status.retry' })}>
            {t('status.checkAgain')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
