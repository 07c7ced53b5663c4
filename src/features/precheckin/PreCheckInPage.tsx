import { useState } from 'react';
import { useLoaderData, useParams } from 'react-router';
import type { Country, PreCheckInConfig } from '@/domain/models';
import { preCheckInMachine } from '@machines/precheckin/precheckin.machine';
import { preCheckInStateName, preCheckInStepOf } from '@machines/precheckin/precheckin.selectors';
import { localToday } from '@/ui/clock';
import { flowRoot } from '@/ui/flowRoot';
import { PageHeading } from '@/ui/Page';
import { usePropertyData } from '@/ui/useProperty';
import { PreCheckInFlow } from './PreCheckInFlow';
import { PreCheckInSteps } from './PreCheckInSteps';
import '@/ui/form/form.css';
import './precheckin.css';

/** What the route's loader gives the page. */
export interface PreCheckInData {
  config: PreCheckInConfig;
  /** for the nationality of the registration (empty when they could not be loaded) */
  countries: Country[];
}

/**
 * /PreCheckIn/{propertyCode}/{referenceNumber}/{code}: online pre check-in (manage spec 2, 4, 5, 8).
 * The card entered here stays in the flow's memory: nothing of the flow is written to storage.
 */
export function Component() {
  const { property } = usePropertyData();
  const { config } = useLoaderData() as PreCheckInData;
  const params = useParams();
  const [input] = useState(() => ({
    propertyId: property.PropertyId,
    referenceNumber: params.referenceNumber ?? '',
    code: params.linkCode ?? '',
    config,
    today: localToday(),
  }));
  return (
    <PreCheckInFlow.Provider logic={preCheckInMachine} options={{ input }}>
      <PreCheckInRoot />
    </PreCheckInFlow.Provider>
  );
}

function PreCheckInRoot() {
  const state = PreCheckInFlow.useSelector(preCheckInStateName);
  const step = PreCheckInFlow.useSelector(preCheckInStepOf);
  const reference = PreCheckInFlow.useSelector((s) => s.context.input.referenceNumber);
  return (
    <section className="page precheckin" {...flowRoot('precheckin', state, step)}>
      <PageHeading>Online check-in{reference ? ` for booking ${reference}` : ''}</PageHeading>
      <PreCheckInSteps step={step} />
    </section>
  );
}
