import type { ReactNode } from 'react';
import { RadioGroup, type RadioOption } from '@/ui/form';
import { checkoutText as t } from '@/i18n/checkout';
import './steps.css';

export interface PaymentChoiceStepProps {
  /** the payment methods offered ("Pay Online", "Pay by Invoice"…); one or none: no choice is asked */
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  /** a gift voucher pays for everything: nothing to choose or enter */
  coveredByVoucher?: boolean;
  disabled?: boolean;
  legend?: string;
  /** what the chosen method needs (card details, the company invoice, a note) */
  children?: ReactNode;
}

/** How the guest pays: the choice of method, then what that method asks for. */
export function PaymentChoiceStep({
  options,
  value,
  onChange,
  coveredByVoucher,
  disabled,
  legend = t('payment.legend'),
  children,
}: PaymentChoiceStepProps) {
  return (
    <fieldset className="step">
      <legend>{legend}</legend>
      {coveredByVoucher ? (
        <p>{t('payment.coveredByVoucher')}</p>
      ) : (
        <>
          {options.length > 1 ? (
            <RadioGroup
              legend={t('payment.choice')}
              name="paymentType"
              value={value}
              options={options}
              onChange={onChange}
              disabled={disabled}
            />
          ) : null}
          {children}
        </>
      )}
    </fieldset>
  );
}
