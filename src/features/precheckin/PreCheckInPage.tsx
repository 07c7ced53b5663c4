import { useState } from 'react';
import { useLoaderData, useParams } from 'react-router';
import type { Country, PreCheckInConfig } from '@/domain/models';
import { preCheckInInput, preCheckInMachine, withoutCardSecrets } from '@machines/precheckin/precheckin.machine';
import { preCheckInStateName, preCheckInStepOf } from '@machines/precheckin/precheckin.selectors';
import { localToday } from '@/ui/clock';
import { flowRoot } from '@/ui/flowRoot';
import { PageHeading } from '@/ui/Page';
import { usePropertyData } from '@/ui/useProperty';
import { PreCheckInCardFrame, PreCheckInFlow, usePreCheckInActor } from './PreCheckInFlow';
import { createCardFrameLink, tokenizeCardWith } from '@/payment/cardFrameLink';
import { restorableSnapshot, usePersistedSnapshot } from '@/ui/flowContext';
import { storageKeys } from '@/ui/persistence';
import { PreCheckInSteps } from './PreCheckInSteps';
import { precheckinText as t } from '@/i18n/precheckin';
import '@/ui/form/form.css';
import './precheckin.css';

/** What the route's loader gives the page. */
export interface PreCheckInData {
  config: PreCheckInConfig;
  /** for the nationality of the registration (empty when they could not be loaded) */
  countries: Country[];
  /** why the countries are missing (they failed to load), else null */
  countriesError: string | null;
}

/**
 * /PreCheckIn/{propertyCode}/{referenceNumber}/{code}: online pre check-in (manage spec 2, 4, 5, 8).
 * What the guest typed is kept for the tab (sessionStorage) so a reload loses nothing, except the
 * card, typed in the payment provider's frame: its token is never written.
 */
export function Component() {
  const { property } = usePropertyData();
  const { config } = useLoaderData() as PreCheckInData;
  const params = useParams();
  const key = storageKeys.preCheckIn(property.PropertyCode, params.referenceNumber ?? '');
  const [flow] = useState(() => {
    const link = { referenceNumber: params.referenceNumber ?? '', code: params.linkCode ?? '' };
    const input = preCheckInInput(property, config, link, localToday());
    const snapshot = restorableSnapshot(preCheckInMachine, input, key);
    // a pre check-in in progress for this link comes back (its card's number and code excepted)
    const restore =
      snapshot &&
      snapshot.context.input.code === input.code &&
      !['loading', 'loadFailed', 'notice', 'invalidLink', 'complete'].includes(topState(snapshot.value) ?? '');
    if (snapshot && !restore) sessionStorage.removeItem(key);
    // the card is typed in the payment provider's frame: the flow asks it for the card's token
    const cardFrame = createCardFrameLink();
    const logic = preCheckInMachine.provide({
      actors: { tokenizeCard: tokenizeCardWith(cardFrame) },
    });
    return { options: restore ? { input, snapshot } : { input }, cardFrame, logic };
  });
  return (
    <PreCheckInFlow.Provider logic={flow.logic} options={flow.options}>
      <PreCheckInCardFrame.Provider value={flow.cardFrame}>
        <PreCheckInRoot storageKey={key} />
      </PreCheckInCardFrame.Provider>
    </PreCheckInFlow.Provider>
  );
}

const topState = (value: unknown) =>
  typeof value === 'string' ? value : Object.keys((value ?? {}) as Record<string, unknown>)[0];

function PreCheckInRoot({ storageKey }: { storageKey: string }) {
  usePersistedSnapshot(usePreCheckInActor(), storageKey, withoutCardSecrets);
  const state = PreCheckInFlow.useSelector(preCheckInStateName);
  const step = PreCheckInFlow.useSelector(preCheckInStepOf);
  const reference = PreCheckInFlow.useSelector((s) => s.context.input.referenceNumber);
  return (
    <section className="page precheckin" {...flowRoot('precheckin', state, step)}>
      <PageHeading>{reference ? t('pageHeadingFor', { reference }) : t('pageHeading')}</PageHeading>
      <PreCheckInSteps step={step} />
    </section>
  );
}
