import { useEffect, useRef } from 'react';
import { textsOf } from '@/i18n/catalogue';
import { bookingText as t } from '@/i18n/booking';
import './steps.css';

/** A list a field chooses from could not be loaded: what to say, and a way to try again. */
export interface ListProblem {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** The lists a field chooses from that may fail to load, and what their retry button says. */
const RETRY = textsOf(t, { countries: 'list.retry.countries' });
const RETRYING = textsOf(t, { countries: 'list.loading.countries' });

/** Which list failed ("countries"). */
export type ListKind = keyof typeof RETRY;

/**
 * "Load the countries again" under the field whose list failed (the field shows the message as
 * its hint). Once the list arrives after a retry, the guest goes on from the button (which goes
 * away) to the field `fieldId`.
 */
export function ListRetry({
  problem,
  what,
  fieldId,
}: {
  problem: ListProblem | null;
  what: ListKind;
  fieldId: string;
}) {
  const hadProblem = useRef(!!problem);
  useEffect(() => {
    if (hadProblem.current && !problem && document.activeElement === document.body)
      document.getElementById(fieldId)?.focus();
    hadProblem.current = !!problem;
  }, [problem, fieldId]);
  if (!problem) return null;
  return (
    <button
      type="button"
      className="step__retry"
      aria-disabled={problem.retrying || undefined}
      onClick={() => {
        if (!problem.retrying) problem.onRetry();
      }}
    >
      {problem.retrying ? RETRYING[what] : RETRY[what]}
    </button>
  );
}
