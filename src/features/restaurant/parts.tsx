/** Pieces the sections of the restaurant page share. */
import { TextField } from '@/ui/form';
import type { RestaurantEvent } from '@machines/restaurant/restaurant.machine';
import type { RestaurantView } from '@machines/restaurant/restaurant.selectors';
import { restaurantText as t } from '@/i18n/restaurant';

export type Send = (event: RestaurantEvent) => void;

export interface SectionProps {
  view: RestaurantView;
  send: Send;
}

/** What could not be loaded, and "Try again" (which first moves focus to where the answer appears). */
export function Retry({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div className="restaurant-retry">
      <p role="alert" className="notice notice--error">
        {message}
      </p>
      <button type="button" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}

/** The e-mail address (without a hotel booking it is also the Identifier the setup needs). */
export function EmailField({ view, send }: SectionProps) {
  return (
    <TextField
      label={t('email')}
      type="email"
      autoComplete="email"
      required
      readOnly={view.creating}
      value={view.contact.email}
      hint={t('emailHint')}
      error={view.errors.EmailAddress}
      onChange={(value) => send({ type: 'contact.changed', field: 'email', value })}
    />
  );
}
