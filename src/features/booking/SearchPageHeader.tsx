import type { Property } from '@/api/queries';
import { PageHeading } from '@/ui/Page';
import { Picture } from '@/ui/Picture';
import { HOTEL_PICTURE_SIZES, pictureView } from '@/domain/pictures';
import { searchText as t } from '@/i18n/search';

/**
 * The top of the search page: the hotel's name, address, rating and picture. The search page
 * draws it; so does the page's shell a server sends before the app runs (@/app/searchShell), so the
 * guest sees the hotel (its picture: the page's largest element) before any script has run.
 */
export function SearchPageHeader({ property }: { property: Property }) {
  const picture = pictureView(property.PropertyImages);
  return (
    <header className={picture ? 'search-page__header search-page__header--pictured' : 'search-page__header'}>
      <div>
        <PageHeading>{t('pageHeading', { hotel: property.PropertyName })}</PageHeading>
        {property.PropertyAddress ? <p className="search-page__address">{property.PropertyAddress}</p> : null}
        {property.HasRating && property.HotelRating ? (
          <p className="search-page__rating">
            <span aria-hidden="true" className="search-page__stars">
              {'★'.repeat(Math.round(property.HotelRating))}
            </span>{' '}
            {t('starHotel', { rating: property.HotelRating })}
          </p>
        ) : null}
      </div>
      {picture ? (
        // the hotel's front: likely the largest thing on the page, so fetched at once
        <Picture picture={picture} sizes={HOTEL_PICTURE_SIZES} priority className="search-page__picture" />
      ) : null}
    </header>
  );
}
