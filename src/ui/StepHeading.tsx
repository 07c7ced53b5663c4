import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Heading of a flow step; takes focus when the step appears so the guest starts there. A step
 * shown again for another room or item is a new step: give it a new `key` where it is rendered.
 */
export function StepHeading({
  children,
  id,
  className = 'step-heading',
}: {
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className={className}>
      {children}
    </h2>
  );
}
