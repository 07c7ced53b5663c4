import { useEffect, useRef } from 'react';
import { commonText as t } from '@/i18n/common';

export interface SummaryError {
  /** the id of the control to move to */
  fieldId: string;
  message: string;
}

/**
 * What stops a form from being sent, as links to the fields (the GOV.UK / WCAG 3.3.1 pattern).
 * It takes focus whenever `attempt` grows (a refused submit), so the guest hears what to fix and
 * can jump to each field; nothing is rendered while there is nothing to fix.
 */
export function ErrorSummary({
  errors,
  attempt,
  title = t('errorSummary'),
}: {
  errors: readonly SummaryError[];
  attempt: number;
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = errors.length > 0;
  useEffect(() => {
    if (attempt > 0 && visible) ref.current?.focus();
  }, [attempt, visible]);
  if (!visible) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {title}
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.fieldId)?.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
