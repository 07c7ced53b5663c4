/**
 * The confirmation as a receipt: each room with its extras, then rooms and extras together, the
 * gift voucher, VAT (included, or added), the total, what was paid and what is still due. Pure.
 */
import { formatMoney, toMinor, type Minor } from './money';
import type { ReservationConfirmation } from './models';
import { PAYMENT_TYPE } from './payment';

export interface ReceiptLine {
  term: string;
  /** formatted, e.g. "£303.32" or "−£50.00" */
  amount: string;
  /** the total line */
  total?: boolean;
}

const DUE_WORDS: Record<number, string> = {
  [PAYMENT_TYPE.PayByIndividualInvoice]: 'To pay (invoiced to you)',
  [PAYMENT_TYPE.PayByCompanyInvoice]: 'To pay (invoiced to your company)',
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
  const lines: ReceiptLine[] = [{ term: 'Rooms and extras', amount: money(gross) }];
  if (voucher > 0) lines.push({ term: `Gift voucher ${c.VoucherCode ?? ''}`.trim(), amount: `−${money(voucher)}` });
  const rate = formatVatRate(c.VatRate);
  if (c.IsVatExclusive && vat > 0) lines.push({ term: `VAT (${rate})`, amount: money(vat) });
  lines.push({ term: 'Total', amount: money(total), total: true });
  if (!c.IsVatExclusive && vat > 0) lines.push({ term: `Includes VAT (${rate})`, amount: money(vat) });
  lines.push({ term: 'Paid', amount: money(minor(c.AmountPaid)) });
  const due = minor(c.AmountDue);
  if (due > 0) lines.push({ term: DUE_WORDS[c.PaymentType] ?? 'To pay', amount: money(due) });
  return lines;
}
