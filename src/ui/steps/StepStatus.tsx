import type { ReactNode } from 'react';
import { StepHeading } from '@/ui/StepHeading';

/** A step's data is loading. */
export function StepLoading({ children }: { children: ReactNode }) {
  return <p role="status">{children}</p>;
}

/** A step's data could not be loaded: the message, and what the guest can do (try again, ...). */
export function StepFailed({ title, error, children }: { title: string; error: string; children: ReactNode }) {
  return (
    <section>
      <StepHeading>{title}</StepHeading>
      <p role="alert">{error}</p>
      <div className="actions">{children}</div>
    </section>
  );
}
