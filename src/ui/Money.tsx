import { useMoney } from '@/ui/currency';
import { commonText as t } from '@/i18n/common';

/** A price; a discounted one shows the original struck through, read out as "was". */
export function Money({ amount, currency, original }: { amount: number; currency: string; original?: number | null }) {
  const money = useMoney(currency);
  return (
    <span className="money">
      {original != null && original > amount ? (
        <>
          <del aria-label={t('wasPrice', { price: money.format(original) })}>{money.format(original)}</del>{' '}
        </>
      ) : null}
      <strong>{money.format(amount)}</strong>
    </span>
  );
}
