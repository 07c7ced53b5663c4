import type { JourneyStep } from '@/domain/journey';
import './stepper.css';

const STATUS_WORDS = { done: 'done', current: 'current step', upcoming: 'to come' } as const;

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
            <span className="visually-hidden">, {STATUS_WORDS[step.status]}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
