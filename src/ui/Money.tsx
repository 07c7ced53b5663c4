import { useMoney } from '@/ui/currency';

/** A price; a discounted one shows the original struck through, read out as "was". */
export function Money({ amount, currency, original }: { amount: number; currency: string; original?: number | null }) {
  const money = useMoney(currency);
  return (
    <span className="money">
      {original != null && original > amount ? (
        <>
          <del aria-label={`was ${money.format(original)}`}>{money.format(original)}</del>{' '}
        </>
      ) : null}
      <strong>{money.format(amount)}</strong>
    </span>
  );
}
