import { formatDisplayDate, type AlternativeStay } from '@/domain/dates';
import { counted, WORDS } from '@/domain/words';
import { searchText as t } from '@/i18n/search';

export interface AlternativeStaysProps {
  stays: AlternativeStay[];
  onChoose: (stay: AlternativeStay) => void;
}

/** Up to 10 nearby stays with rooms on every night; choosing one sets those dates. */
export function AlternativeStays({ stays, onChoose }: AlternativeStaysProps) {
  if (stays.length === 0) return null;
  return (
    <section className="search-alternatives" aria-labelledby="search-alternatives-heading">
      <h2 id="search-alternatives-heading">{t('alternativeStays')}</h2>
      <p>{t('alternativesIntro')}</p>
      <ul className="search-alternatives__list">
        {stays.map((stay) => (
          <li key={stay.DateFrom}>
            <button type="button" className="search-alternatives__choice" onClick={() => onChoose(stay)}>
              {t('stayDates', {
                from: formatDisplayDate(stay.DateFrom),
                to: formatDisplayDate(stay.DateTo),
                nights: counted(stay.nights, WORDS.night),
              })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
