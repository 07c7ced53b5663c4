import { formatMoney } from '../../domain/money';

/** A price; a discounted one shows the original struck through, read out as "was". */
export function Money({ amount, currency, original }: { amount: number; currency: string; original?: number | null }) {
  return (
    <span className="money">
      {original != null && original > amount ? (
        <>
          <del aria-label={`was ${formatMoney(original, currency)}`}>{formatMoney(original, currency)}</del>{' '}
        </>
      ) : null}
      <strong>{formatMoney(amount, currency)}</strong>
    </span>
  );
}
