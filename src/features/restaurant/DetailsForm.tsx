import { useId } from 'react';
import { RadioGroup, SubmitButton, TextField } from '@/ui/form';
import { StepHeading } from '@/ui/StepHeading';
import { EmailField, type SectionProps } from './parts';
import { restaurantText as t } from '@/i18n/restaurant';

const NO_OFFER = 'none';

/**
 * "Your details", once a time is chosen: the optional offer, the contact details and "Book
 * table". A failed Create says why next to the button (`aria-describedby`).
 */
export function DetailsForm({ view, send }: SectionProps) {
  const headingId = useId();
  const errorId = useId();
  const changeContact = (field: 'phone' | 'specialRequests') => (value: string) =>
    send({ type: 'contact.changed', field, value });
  return (
    <section className="restaurant-section" aria-labelledby={headingId}>
      <StepHeading id={headingId} className="restaurant-step-heading">
        {t('yourDetails')}
      </StepHeading>
      {view.summary ? <p className="restaurant-summary">{view.summary}</p> : null}
      {view.isLeaveTimeRequired ? <p className="restaurant-hint">{t('setTime')}</p> : null}
      {view.promotions.length ? (
        <RadioGroup
          legend={t('offer')}
          name="promotion"
          value={view.promotionId === null ? NO_OFFER : String(view.promotionId)}
          options={[
            { value: NO_OFFER, label: t('noOffer') },
            ...view.promotions.map((p) => ({ value: String(p.Id), label: p.Name, hint: p.Description })),
          ]}
          disabled={view.creating}
          onChange={(value) =>
            send({ type: 'promotion.selected', promotionId: value === NO_OFFER ? null : Number(value) })
          }
        />
      ) : null}
      {view.emailFirst ? null : <EmailField view={view} send={send} />}
      <TextField
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        required
        readOnly={view.creating}
        value={view.contact.phone}
        hint={t('phoneHint')}
        error={view.errors.ContactNumber}
        onChange={changeContact('phone')}
      />
      <TextField
        label={t('specialRequests')}
        optional
        multiline
        readOnly={view.creating}
        value={view.contact.specialRequests}
        onChange={changeContact('specialRequests')}
      />
      {view.error ? (
        <p id={errorId} className="restaurant-form__error" role="alert">
          {view.error}
        </p>
      ) : null}
      <div className="restaurant-actions">
        <SubmitButton busy={view.creating} busyText={t('booking')} describedBy={view.error ? errorId : undefined}>
          {t('bookTable')}
        </SubmitButton>
      </div>
    </section>
  );
}
