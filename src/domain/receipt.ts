/**
 * The confirmation as a receipt: each room with its extras, then rooms and extras together, the
 * gift voucher, VAT (included, or added), the total, what was paid and what is still due. Pure.
 */
import { formatMoney, toMinor, type Minor } from './money';
import type { ReservationConfirmation } from './models';
import { PAYMENT_TYPE } from './payment';
import { checkoutText as t } from '@/i18n/checkout';

type CheckoutId = Parameters<typeof t>[0];

export interface ReceiptLine {
  term: string;
  /** formatted, e.g. "£303.32" or "−£50.00" */
  amount: string;
  /** the total line */
  total?: boolean;
}

/** What is still due is called by who pays it (an invoice), else "To pay". */
const DUE_WORDS: Partial<Record<number, CheckoutId>> = {
  [PAYMENT_TYPE.PayByIndividualInvoice]: 'receipt.toPayInvoiced',
  [PAYMENT_TYPE.PayByCompanyInvoice]: 'receipt.toPayCompany',
};

function formatVatRate(rate: number): string {
  return `${Number.isInteger(rate) ? rate : rate.toFixed(1).replace(/\.0$/, '')}%`;
}

/** The lines of the receipt, in order. Amounts in the booking's currency. */
export function receiptLines(c: ReservationConfirmation): ReceiptLine[] {
  const money = (amount: Minor) => formatMoney(amount, c.Currency);
  const minor = (decimal: number) => toMinor(decimal, c.Currency);
  const gross = c.Rooms.reduce((sum, room) => sum + minor(room.TotalCost), 0);
  const voucher = minor(c.VoucherAmount);
  const vat = minor(c.VatAmount);
  const total = minor(c.TotalCost) + (c.IsVatExclusive ? vat : 0);
  const lines: ReceiptLine[] = [{ term: t('receipt.roomsAndExtras'), amount: money(gross) }];
  const code = c.VoucherCode ?? '';
  if (voucher > 0)
    lines.push({
      term: code.trim() ? t('receipt.giftVoucherCode', { code: code.trimEnd() }) : t('receipt.giftVoucher'),
      amount: `−${money(voucher)}`,
    });
  const rate = formatVatRate(c.VatRate);
  if (c.IsVatExclusive && vat > 0) lines.push({ term: t('receipt.vat', { rate }), amount: money(vat) });
  lines.push({ term: t('receipt.total'), amount: money(total), total: true });
  if (!c.IsVatExclusive && vat > 0) lines.push({ term: t('receipt.includesVat', { rate }), amount: money(vat) });
  lines.push({ term: t('receipt.paid'), amount: money(minor(c.AmountPaid)) });
  const due = minor(c.AmountDue);
  if (due > 0) lines.push({ term: t(DUE_WORDS[c.PaymentType] ?? 'receipt.toPay'), amount: money(due) });
  return lines;
}
