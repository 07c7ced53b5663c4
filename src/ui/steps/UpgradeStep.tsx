import type { UpgradeStepView } from '@/domain/stepViews';
import { StepHeading } from '@/ui/StepHeading';
import { useMoney } from '@/ui/currency';
import './steps.css';

export interface UpgradeStepProps {
  view: UpgradeStepView;
  onAccept: (roomTypeId: number) => void;
  onDecline: () => void;
}

/** The upgrades offered for the room chosen, at the same rate plan. */
export function UpgradeStep({ view, onAccept, onDecline }: UpgradeStepProps) {
  const money = useMoney(view.currency);
  return (
    <section>
      <StepHeading>Upgrade Room {view.roomNumber}?</StepHeading>
      {view.roomTypeName ? (
        <p>You chose {view.roomTypeName}. These rooms are available at the same rate plan:</p>
      ) : null}
      <ul className="upgrades">
        {view.upgrades.map((upgrade) => (
          <li key={upgrade.roomTypeId} className="upgrade">
            <h3>{upgrade.name}</h3>
            <p>
              {upgrade.difference >= 0 ? `+${money.format(upgrade.difference)}` : money.format(upgrade.difference)} for
              your stay ({money.format(upgrade.price)} in all)
            </p>
            <button type="button" onClick={() => onAccept(upgrade.roomTypeId)}>
              Upgrade to {upgrade.name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button--secondary" onClick={onDecline}>
        No thanks, keep {view.roomTypeName ?? 'my room'}
      </button>
    </section>
  );
}
