import type { UpgradeStepView } from '@/domain/stepViews';
import { StepHeading } from '@/ui/StepHeading';
import { useMoney } from '@/ui/currency';
import { counted, WORDS } from '@/domain/words';
import { Picture } from '@/ui/Picture';
import { richText, STRONG } from '@/ui/RichText';
import { bookingText as t } from '@/i18n/booking';
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
      <StepHeading>{t('upgrade.heading', { room: view.roomNumber ?? '' })}</StepHeading>
      {view.roomTypeName ? <p>{t('upgrade.youChose', { roomType: view.roomTypeName })}</p> : null}
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
                {richText(
                  t.rich('upgrade.difference', {
                    perNight: signed(upgrade.perNight),
                    exact: upgrade.perNightExact ? 'yes' : 'no',
                    difference: signed(upgrade.difference),
                    nights: counted(upgrade.nights, WORDS.night),
                    price: money.format(upgrade.price),
                  }),
                  STRONG,
                )}
              </p>
              <button type="button" onClick={() => onAccept(upgrade.roomTypeId)}>
                {t('upgrade.accept', { roomType: upgrade.name })}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" className="button--secondary" onClick={onDecline}>
          {view.roomTypeName !== null
            ? t('upgrade.decline', { roomType: view.roomTypeName })
            : t('upgrade.declineMyRoom')}
        </button>
      </div>
    </section>
  );
}
