import { useId } from 'react';
import { Link } from 'react-router';
import { StepHeading } from '@/ui/StepHeading';
import type { RestaurantBooked } from '@machines/restaurant/restaurant.machine';
import { restaurantText as t } from '@/i18n/restaurant';
import { richText, STRONG } from '@/ui/RichText';

/** The booked table: its reference, what the restaurant said, and what the guest may do next. */
export function Booked({
  booked,
  summary,
  propertyCode,
  onAnother,
}: {
  booked: RestaurantBooked;
  summary: string | null;
  propertyCode: string;
  onAnother: () => void;
}) {
  const headingId = useId();
  return (
    <section className="restaurant-booked" aria-labelledby={headingId}>
      <StepHeading id={headingId} className="restaurant-step-heading">
        {t('booked')}
      </StepHeading>
      {booked.reference ? (
        <p className="restaurant-booked__reference">
          {richText(t.rich('reference', { reference: booked.reference }), STRONG)}
        </p>
      ) : null}
      {summary ? <p>{t('summarySentence', { summary })}</p> : null}
      <p>{booked.message}</p>
      <div className="restaurant-actions">
        <button type="button" className="button--secondary" onClick={onAnother}>
          {t('bookAnother')}
        </button>
        <Link className="button button--secondary" to={`/Book/${propertyCode}`}>
          {t('bookRoom')}
        </Link>
      </div>
    </section>
  );
}
