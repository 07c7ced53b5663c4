import { useSearchParams, Link } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Page } from '@/ui/Page';
import { usePropertyData } from '@/ui/useProperty';
import { confirmEmailMachine } from '@machines/account/confirmEmail.machine';
import { stateString } from '@machines/stateValue';
import { Outcome } from './AccountForm';
import { flowRoot } from '@/ui/flowRoot';
import { accountText as t } from '@/i18n/account';

/** /Account/ConfirmEmail/{propertyCode}?email=...&token=...: the link of the confirmation e-mail. */
export function Component() {
  const { property } = usePropertyData();
  const [params] = useSearchParams();
  const actor = useActorRef(confirmEmailMachine, {
    input: { propertyId: property.PropertyId, email: params.get('email') ?? '', token: params.get('token') ?? '' },
  });
  const state = useSelector(actor, (s) => stateString(s.value));
  const message = useSelector(actor, (s) => s.context.message);
  const code = property.PropertyCode;

  return (
    <Page title={t('confirmEmail.title')}>
      <div {...flowRoot('confirmEmail', state)}>
        {state === 'confirming' || state === 'starting' ? <p role="status">{t('confirmEmail.confirming')}</p> : null}
        {state === 'confirmed' ? (
          <Outcome
            message={message}
            loggedIn={
              <p>
                <Link to={`/Book/${code}`}>{t('makeBooking')}</Link>
              </p>
            }
          />
        ) : null}
        {state === 'failed' || state === 'invalidLink' ? (
          <>
            <p role="alert" className="account-status account-status--error">
              {message}
            </p>
            {state === 'failed' ? (
              <p>
                <button type="button" onClick={() => actor.send({ type: 'confirm.retried' })}>
                  {t('tryAgain')}
                </button>
              </p>
            ) : null}
            <p>
              <Link to={`/Account/Register/${code}`}>{t('createAccount')}</Link>
            </p>
          </>
        ) : null}
      </div>
    </Page>
  );
}
