import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { withArrival } from '@/domain/dates';
import type { BookingIncentive, Offer } from '@/domain/models';
import { whereKey } from '@/domain/search';
import { TEXT_LIMITS } from '@/domain/limits';
import type { SearchFormEvent, SearchFormView, WhereChoices } from '@/domain/stepViews';
import { RoomsAndGuests, type GuestLabels } from './RoomsAndGuests';
import { StayDates, stayDateIds } from '@/ui/stay/StayDates';
import { flowRoot } from '@/ui/flowRoot';
import { richText, STRONG } from '@/ui/RichText';
import { searchText as t } from '@/i18n/search';
import '@/ui/visually-hidden.css';
import './search.css';

export interface SearchFormProps {
  /** the search machine's view (selectSearchView) */
  view: SearchFormView;
  /** the search machine's `send` */
  send: (event: SearchFormEvent) => void;
  /** the form's accessible name ("Search for rooms") */
  name?: string;
  labels: GuestLabels;
  /** The property's local wall-clock time now ("YYYY-MM-DDTHH:mm"). */
  now: () => string;
  /** a hotel's locations or a group's areas and locations; null: no choice */
  where: WhereChoices | null;
  /** the promo code field starts closed (HidePromoCodeOnLandingPage) */
  hidePromoCode?: boolean;
  offers?: Offer[];
  incentives?: BookingIncentive[];
}

/** `<hidden>` in a message: words said to assistive technology only ("Apply offer Spring sale"). */
const HIDDEN = { hidden: (text: string) => <span className="visually-hidden">{text}</span> };

/**
 * The search form: dates with the availability calendar, rooms and guests, promo code, rate code,
 * location (or a group's area), offers. Presentational: one search machine drives it, for a hotel
 * (the search page) or for a property group (the group search).
 */
export function SearchForm({
  view,
  send,
  name = t('formName'),
  labels,
  now,
  where,
  hidePromoCode = false,
  offers = [],
  incentives = [],
}: SearchFormProps) {
  const [promoOpen, setPromoOpen] = useState(() => !hidePromoCode || view.promoCode !== '');
  const [submits, setSubmits] = useState(0);
  const arrivalRef = useRef<HTMLInputElement>(null);
  const promoId = useId();
  const whereId = useId();

  const setDates = useCallback(
    (fromDate: string | null, toDate: string | null) => send({ type: 'dates.changed', fromDate, toDate }),
    [send],
  );

  // a refused search with missing dates takes the guest to them
  const datesError = view.datesError;
  useEffect(() => {
    if (submits > 0 && datesError) arrivalRef.current?.focus();
  }, [submits, datesError]);

  function onArrivalTyped(value: string) {
    const { fromDate, toDate } = withArrival(value, view.toDate);
    setDates(fromDate, toDate);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'clock.ticked', now: now() });
    send({ type: 'search.submitted' });
    setSubmits((n) => n + 1);
  }

  const whereChoices = where?.groups.flatMap((g) => g.choices) ?? [];

  return (
    <form
      className="search-form"
      aria-label={name}
      noValidate
      onSubmit={onSubmit}
      {...flowRoot('search', view.dataState)}
    >
      <StayDates
        view={view}
        arrivalRef={arrivalRef}
        onArrivalTyped={onArrivalTyped}
        onDatesChange={setDates}
        onCalendarRetry={() => send({ type: 'calendar.retry' })}
      />

      {/* rooms and guests, the codes and Search: one row as far as the width allows */}
      <div className="search-form__row">
        <RoomsAndGuests
          rooms={view.rooms}
          options={view.roomOptions}
          labels={labels}
          maxRooms={view.maxRooms}
          canAddRoom={view.canAddRoom}
          roomsMessage={view.roomsMessage}
          onOccupancyChange={(change) => send({ type: 'room.occupancyChanged', ...change })}
          onAddRoom={() => send({ type: 'room.added' })}
          onRemoveRoom={(roomNumber) => send({ type: 'room.removed', roomNumber })}
        />

        <div className="search-extras">
          {promoOpen ? (
            <div className="search-field">
              <label htmlFor={promoId}>{t('promoCode')}</label>
              <input
                id={promoId}
                type="text"
                autoComplete="off"
                maxLength={TEXT_LIMITS.code}
                value={view.promoCode}
                onChange={(event) => send({ type: 'promo.changed', promoCode: event.target.value })}
              />
            </div>
          ) : (
            <button type="button" className="link-button" aria-expanded="false" onClick={() => setPromoOpen(true)}>
              {t('havePromoCode')}
            </button>
          )}
          {view.ratePlanCode ? (
            <p className="search-rate-code">
              {richText(t.rich('rateCode', { code: view.ratePlanCode }), STRONG)}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => send({ type: 'ratePlan.changed', ratePlanCode: '' })}
              >
                {t('removeRateCode')}
              </button>
            </p>
          ) : null}
          {where ? (
            <div className="search-field">
              <label htmlFor={whereId}>{where.label}</label>
              <select
                id={whereId}
                value={whereKey(view.locationId, view.areaId)}
                onChange={(event) => {
                  const choice = whereChoices.find((c) => c.key === event.target.value);
                  send({
                    type: 'location.changed',
                    locationId: choice?.locationId ?? null,
                    areaId: choice?.areaId ?? null,
                  });
                }}
              >
                <option value="">{where.anyLabel}</option>
                {where.groups.map((group) => {
                  const options = group.choices.map((choice) => (
                    <option key={choice.key} value={choice.key}>
                      {choice.label}
                    </option>
                  ));
                  return group.label === null ? (
                    options
                  ) : (
                    <optgroup key={group.label} label={group.label}>
                      {options}
                    </optgroup>
                  );
                })}
              </select>
            </div>
          ) : null}
        </div>

        <div className="search-submit">
          <button
            type="submit"
            className="search-submit__button"
            aria-describedby={view.datesProblem === 'sameDay' ? stayDateIds.datesWarning : undefined}
          >
            {t('search')}
          </button>
        </div>
      </div>

      {offers.length > 0 ? (
        <section className="search-offers" aria-labelledby="search-offers-heading">
          <h2 id="search-offers-heading">{t('offers')}</h2>
          <ul>
            {offers.map((offer) => {
              const applied =
                (offer.PromoCode !== null && offer.PromoCode === view.promoCode) ||
                (offer.RatePlanCode !== null && offer.RatePlanCode === view.ratePlanCode);
              return (
                <li key={offer.OfferId} className="search-offer">
                  <h3>{offer.Title}</h3>
                  {offer.Description ? <p>{offer.Description}</p> : null}
                  {applied ? (
                    <p className="search-offer__applied">{t('applied')}</p>
                  ) : (
                    <button
                      type="button"
                      onClick={() => {
                        if (offer.PromoCode) setPromoOpen(true);
                        send({
                          type: 'offer.applied',
                          promoCode: offer.PromoCode,
                          ratePlanCode: offer.RatePlanCode,
                        });
                      }}
                    >
                      {richText(t.rich('applyOffer', { offer: offer.Title }), HIDDEN)}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {incentives.length > 0 ? (
        <section className="search-incentives" aria-labelledby="search-incentives-heading">
          <h2 id="search-incentives-heading">{t('whyBook')}</h2>
          <ul>
            {incentives.map((incentive) => (
              <li key={incentive.BookingIncentiveId}>
                <strong>{incentive.Title}</strong>
                {incentive.Description ? <span>: {incentive.Description}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </form>
  );
}
