import type { JourneyStep } from '@/domain/journey';
import { textsOf } from '@/i18n/catalogue';
import { commonText as t } from '@/i18n/common';
import './stepper.css';

/** Each step's status in words, after its label (", done"). */
const STATUS_WORDS = textsOf(t, { done: 'step.done', current: 'step.current', upcoming: 'step.upcoming' });

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
            <span className="stepper__label">{step.label}</span>
            <span className="visually-hidden">{STATUS_WORDS[step.status]}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
