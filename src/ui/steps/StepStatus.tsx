import { useEffect, useRef, type ReactNode } from 'react';
import { StepHeading } from '@/ui/StepHeading';
import { bookingText as t } from '@/i18n/booking';
import './steps.css';

/**
 * A step's data is loading. `takeFocus`: where a new step will be (its code still loading), so the
 * focus is not lost with the control that led there; the step's heading takes it when it comes.
 */
export function StepLoading({ children, takeFocus = false }: { children: ReactNode; takeFocus?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <p ref={ref} role="status" tabIndex={takeFocus ? -1 : undefined}>
      {children}
    </p>
  );
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
