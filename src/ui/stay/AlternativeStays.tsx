import { formatDisplayDate, type AlternativeStay } from '@/domain/dates';
import { counted, WORDS } from '@/domain/words';

export interface AlternativeStaysProps {
  stays: AlternativeStay[];
  onChoose: (stay: AlternativeStay) => void;
}

/** Up to 10 nearby stays with rooms on every night; choosing one sets those dates. */
export function AlternativeStays({ stays, onChoose }: AlternativeStaysProps) {
  if (stays.length === 0) return null;
  return (
    <section className="search-alternatives" aria-labelledby="search-alternatives-heading">
      <h2 id="search-alternatives-heading">Alternative stays</h2>
      <p>These dates have rooms available:</p>
      <ul className="search-alternatives__list">
        {stays.map((stay) => (
          <li key={stay.DateFrom}>
            <button type="button" className="search-alternatives__choice" onClick={() => onChoose(stay)}>
              {formatDisplayDate(stay.DateFrom)} to {formatDisplayDate(stay.DateTo)},{' '}
              {counted(stay.nights, WORDS.night)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
