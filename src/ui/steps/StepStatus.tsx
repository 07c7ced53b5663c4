import type { ReactNode } from 'react';
import { StepHeading } from '@/ui/StepHeading';
import { bookingText as t } from '@/i18n/booking';
import './steps.css';

/** A step's data is loading. */
export function StepLoading({ children }: { children: ReactNode }) {
  return <p role="status">{children}</p>;
}

/** A step's data could not be loaded: the message, "Try again", and what else the guest can do. */
export function StepFailed({
  title,
  error,
  onRetry,
  children,
}: {
  title: string;
  error: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <section>
      <StepHeading>{title}</StepHeading>
      <p role="alert">{error}</p>
      <div className="actions">
        <button type="button" onClick={onRetry}>
          {t('tryAgain')}
        </button>
        {children}
      </div>
    </section>
  );
}
