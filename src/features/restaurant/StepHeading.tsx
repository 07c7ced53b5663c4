import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Heading of a flow step; takes focus when the step appears so the guest starts there.
 * (The same tiny pattern as the booking flow's: features do not import each other.)
 */
export function StepHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="restaurant-step-heading">
      {children}
    </h2>
  );
}
