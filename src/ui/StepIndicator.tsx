import type { JourneyStep } from '@/domain/journey';
import { commonText as t } from '@/i18n/common';
import { richText } from '@/ui/RichText';
import './stepper.css';

/** Each step's label with its status in words, heard after it ("Guests, done"). */
const STEP_TEXT = { done: 'step.done', current: 'step.current', upcoming: 'step.upcoming' } as const;

/** The label as the step shows it; the status is for assistive technology only. */
const STEP_TAGS = {
  label: (text: string) => <span className="stepper__label">{text}</span>,
  hidden: (text: string) => <span className="visually-hidden">{text}</span>,
};

/**
 * Where the guest is in a journey: its steps in order, the current one marked (aria-current),
 * each step's status said in words as well as shown (a tick, a filled number, a hollow one).
 */
export function StepIndicator({ label, steps }: { label: string; steps: JourneyStep[] }) {
  return (
    <nav className="stepper" aria-label={label}>
      <ol>
        {steps.map((step, index) => (
          <li
            key={step.label}
            className={`stepper__step stepper__step--${step.status}`}
            aria-current={step.status === 'current' ? 'step' : undefined}
          >
            <span className="stepper__mark" aria-hidden="true">
              {step.status === 'done' ? '✓' : index + 1}
            </span>
            {richText(t.rich(STEP_TEXT[step.status], { label: step.label }), STEP_TAGS)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
