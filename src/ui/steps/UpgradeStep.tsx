import type { UpgradeStepView } from '@/domain/stepViews';
import { StepHeading } from '@/ui/StepHeading';
import { useMoney } from '@/ui/currency';
import { counted, WORDS } from '@/domain/words';
import { Picture } from '@/ui/Picture';
import './steps.css';

export interface UpgradeStepProps {
  view: UpgradeStepView;
  onAccept: (roomTypeId: number) => void;
  onDecline: () => void;
}

/** The upgrades offered for the room chosen, at the same rate plan. */
export function UpgradeStep({ view, onAccept, onDecline }: UpgradeStepProps) {
  const money = useMoney(view.currency);
  const signed = (amount: number) => (amount >= 0 ? `+${money.format(amount)}` : money.format(amount));
  return (
    <section>
      <StepHeading>Upgrade Room {view.roomNumber}?</StepHeading>
      {view.roomTypeName ? (
        <p>You chose {view.roomTypeName}. These rooms are available at the same rate plan:</p>
      ) : null}
      <ul className="upgrades">
        {view.upgrades.map((upgrade) => (
          <li key={upgrade.roomTypeId} className={upgrade.picture ? 'upgrade room-type__summary--pictured' : 'upgrade'}>
            {upgrade.picture ? (
              <Picture
                picture={upgrade.picture}
                sizes="(min-width: 700px) 15rem, calc(100vw - 3rem)"
                className="room-type__picture"
              />
            ) : null}
            <div>
              <h3>{upgrade.name}</h3>
              {upgrade.facts.length ? <p className="room-type__amenities">{upgrade.facts.join(' · ')}</p> : null}
              <p className="upgrade__difference">
                <strong>
                  {signed(upgrade.perNight)} {upgrade.perNightExact ? 'per night' : 'a night on average'}
                </strong>{' '}
                {`(${signed(upgrade.difference)} for ${counted(upgrade.nights, WORDS.night)}, ` +
                  `${money.format(upgrade.price)} in all)`}
              </p>
              <button type="button" onClick={() => onAccept(upgrade.roomTypeId)}>
                Upgrade to {upgrade.name}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" className="button--secondary" onClick={onDecline}>
          No thanks, keep {view.roomTypeName ?? 'my room'}
        </button>
      </div>
    </section>
  );
}
