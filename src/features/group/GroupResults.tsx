import { memo, useId } from 'react';
import { Link } from 'react-router';
import type { GroupSearchView } from '@machines/group/groupSearch.selectors';
import type { GroupSort, HotelPrice, HotelResultView } from '@/domain/group';
import type { PropertyGroup } from '@/domain/models';
import { searchQueryString, type SearchQuery } from '@/domain/searchQuery';
import { flowRoot } from '@/ui/flowRoot';
import { sameData } from '@/ui/sameData';
import { Picture } from '@/ui/Picture';
import { richText, STRONG, type TagRenderers } from '@/ui/RichText';
import { commonText } from '@/i18n/common';
import { groupText as t } from '@/i18n/group';
import '@/ui/visually-hidden.css';

const search = (query: SearchQuery) => searchQueryString(query);

/** Words said to screen readers only (the hotel a link is for, a price's "was"). */
const HIDDEN: TagRenderers = { hidden: (text) => <span className="visually-hidden">{text}</span> };

/** The price line's parts: "From", the price, the struck-through original and the stay. */
const PRICE_LINE: TagRenderers = {
  ...STRONG,
  from: (text) => <span className="group-hotel__from">{text}</span>,
  s: (text) => <s>{richText(text, HIDDEN)}</s>,
  stay: (text) => <span className="group-hotel__stay">{text}</span>,
};

function priceLine(price: HotelPrice, stay: string): string {
  return price.originalText
    ? t('priceWas', { price: price.text, original: price.originalText, stay })
    : t('price', { price: price.text, stay });
}

function HotelCardContent({ hotel, stay }: { hotel: HotelResultView; stay: string }) {
  const headingId = useId();
  const code = hotel.propertyCode;
  return (
    <article className={`group-hotel${hotel.available ? '' : ' group-hotel--unavailable'}`} aria-labelledby={headingId}>
      {hotel.picture ? (
        <Picture picture={hotel.picture} sizes="(min-width: 700px) 20rem, 100vw" className="group-hotel__image" />
      ) : hotel.imageUrl ? (
        <img className="group-hotel__image" src={hotel.imageUrl} alt="" width={320} height={200} />
      ) : null}
      <div className="group-hotel__body">
        <h3 id={headingId}>{hotel.name}</h3>
        <p className="group-hotel__facts">
          {hotel.areaName ? <span>{hotel.areaName}</span> : null}
          {hotel.rating ? <span>{t('starHotel', { rating: hotel.rating })}</span> : null}
        </p>
        {hotel.address ? <p className="group-hotel__address">{hotel.address}</p> : null}
        {hotel.price ? (
          <div className="group-hotel__offer">
            <p className="group-hotel__price">{richText(priceLine(hotel.price, stay), PRICE_LINE)}</p>
            {hotel.price.displayText ? (
              <p className="group-hotel__display-price">{t('aboutPrice', { price: hotel.price.displayText })}</p>
            ) : null}
            <Link className="button group-hotel__action" to={`/Book/${code}/Rooms-And-Rates?${search(hotel.query)}`}>
              {richText(t.rich('viewRooms', { hotel: hotel.name }), HIDDEN)}
            </Link>
          </div>
        ) : (
          <div className="group-hotel__offer">
            <p className="group-hotel__reason">
              <span className="badge group-hotel__badge">{hotel.reasonLabel}</span> {hotel.reasonText}
            </p>
            <Link className="group-hotel__other" to={`/Book/${code}?${search(hotel.query)}`}>
              {richText(t.rich('changeSearch', { hotel: hotel.name }), HIDDEN)}
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}

/**
 * A hotel's card, drawn again only when what it shows changed: a sort or an area's counts make
 * every hotel's view anew with the same data, and React then only moves the cards (the group's
 * results re-sorted with 50 hotels: 14 -> 6 ms).
 */
const HotelCard = memo(
  HotelCardContent,
  (before, after) => before.stay === after.stay && sameData(before.hotel, after.hotel),
);

/** The group's hotels before a search: where they are, each linking to its own search page. */
/** Before a search (the flow's `results.idle`): the group's hotels, on the flow's root element. */
function OurHotels({ group, root }: { group: PropertyGroup; root: ReturnType<typeof flowRoot> }) {
  return (
    <section className="group-our-hotels" aria-labelledby="group-our-hotels-heading" {...root}>
      <h2 id="group-our-hotels-heading">{t('ourHotels')}</h2>
      <ul>
        {group.Properties.map((p) => (
          <li key={p.PropertyId}>
            <Link to={`/Book/${p.PropertyCode}`}>{p.PropertyName}</Link>
            <span>
              {[group.Areas.find((a) => a.AreaId === p.AreaId)?.Name, p.PropertyAddress].filter(Boolean).join(': ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface GroupResultsProps {
  group: PropertyGroup;
  view: GroupSearchView;
  onRetry: () => void;
  onSort: (sort: GroupSort) => void;
  onArea: (areaId: number | null) => void;
}

/**
 * The group search's results: one card per hotel with its lowest price for the stay, or the
 * reason it cannot take it; sort by price or area; filter by area.
 */
export function GroupResults({ group, view, onRetry, onSort, onArea }: GroupResultsProps) {
  const sortId = useId();
  if (view.status === 'idle') return <OurHotels group={group} root={flowRoot('groupSearch', view.dataState)} />;
  const found = view.status === 'someAvailable' || view.status === 'noneAvailable';
  const selectedArea = view.areaFilters.find((a) => a.selected) ?? null;
  return (
    <section
      className="group-results"
      aria-labelledby="group-results-heading"
      aria-busy={view.status === 'searching' || undefined}
      {...flowRoot('groupSearch', view.dataState)}
    >
      <h2 id="group-results-heading">{selectedArea ? t('hotelsIn', { area: selectedArea.name }) : t('hotels')}</h2>
      <div role="status" className="group-results__status">
        {view.status === 'searching' ? <p>{t('searching')}</p> : null}
        {found && view.summary ? <p>{view.summary}</p> : null}
      </div>
      <div role="alert" className="group-results__alert">
        {view.status === 'failed' && view.error ? <p>{view.error}</p> : null}
      </div>
      {view.status === 'failed' ? (
        <button type="button" onClick={onRetry}>
          {commonText('tryAgain')}
        </button>
      ) : null}

      {view.hasAreas && view.status !== 'failed' ? (
        <div className="group-results__tools">
          <div className="group-results__areas" role="group" aria-label={t('showHotelsIn')}>
            <button type="button" aria-pressed={selectedArea === null} onClick={() => onArea(null)}>
              {t('allAreas')}
            </button>
            {view.areaFilters.map((area) => (
              <button key={area.areaId} type="button" aria-pressed={area.selected} onClick={() => onArea(area.areaId)}>
                {area.name}
                {area.summary ? <span className="group-results__area-summary">{area.summary}</span> : null}
              </button>
            ))}
          </div>
          <div className="search-field group-results__sort">
            <label htmlFor={sortId}>{t('sortBy')}</label>
            <select
              id={sortId}
              value={view.sort}
              onChange={(e) => onSort(e.target.value === 'area' ? 'area' : 'price')}
            >
              <option value="price">{t('sort.price')}</option>
              <option value="area">{t('sort.area')}</option>
            </select>
          </div>
        </div>
      ) : null}

      {found && view.hotels.length > 0 ? (
        <ul className="group-results__list">
          {view.hotels.map((hotel) => (
            <li key={hotel.propertyId}>
              <HotelCard hotel={hotel} stay={view.stay} />
            </li>
          ))}
        </ul>
      ) : null}
      {view.status === 'noneAvailable' ? <p className="group-results__none">{t('noneAvailable')}</p> : null}
    </section>
  );
}
