import { CheckboxField, SelectField, TextField, type SelectOption } from '@/ui/form';
import { CardFrame } from '@/ui/payment/CardFrame';
import { cardEntryModeOf, type CardType } from '@/domain/cards';
import type { CardFrameLink } from '@/payment/cardFrameLink';
import type { CardFrameState } from '@/payment/protocol';
import { fieldBinder, type StepFieldProps } from './bind';
import { checkoutText as t } from '@/i18n/checkout';
import './steps.css';

export type CardField = 'savedCard' | 'creditCardName';

export interface CardDetailsStepProps extends StepFieldProps<CardField> {
  /** the page's link to the payment provider's frame (the flow asks it for a token) */
  link: CardFrameLink;
  /** what the frame says of its fields as the guest types (never a digit) */
  onEntryChange: (entry: CardFrameState) => void;
  /** the brands the hotel takes (the frame refuses the others) */
  brands: readonly CardType[];
  /** a confirm was tried: the frame says what each of its fields still needs */
  showAllErrors?: boolean;
  /** the guest's saved cards (value: the card's id); none: no choice is offered */
  savedCards?: readonly SelectOption[];
  /** "Save this card for future bookings" (a logged-in guest with a new card) */
  saveCard?: { checked: boolean; onChange: (checked: boolean) => void } | null;
  legend?: string;
}

/**
 * A card: a saved card or a new one. The name on the card is the page's; the number, expiry and
 * security code (of a saved card: its security code) are typed into the payment provider's frame,
 * which the page cannot read (src/payment/protocol.ts).
 */
export function CardDetailsStep({
  link,
  onEntryChange,
  brands,
  showAllErrors = false,
  savedCards = [],
  saveCard,
  legend = t('card.legend'),
  ...props
}: CardDetailsStepProps) {
  const bind = fieldBinder(props);
  const usingSaved = props.values.savedCard !== '';
  return (
    <fieldset className="step">
      <legend>{legend}</legend>
      {savedCards.length ? (
        <SelectField
          label={t('card.saved')}
          placeholder={t('card.useNew')}
          options={savedCards}
          {...bind('savedCard')}
        />
      ) : null}
      <TextField label={t('card.name')} autoComplete="cc-name" required {...bind('creditCardName')} />
      <CardFrame
        link={link}
        mode={cardEntryModeOf(usingSaved)}
        brands={brands}
        onChange={onEntryChange}
        showAllErrors={showAllErrors}
      />
      {saveCard && !usingSaved ? (
        <CheckboxField
          label={t('card.save')}
          checked={saveCard.checked}
          onChange={saveCard.onChange}
          disabled={props.disabled}
        />
      ) : null}
    </fieldset>
  );
}
