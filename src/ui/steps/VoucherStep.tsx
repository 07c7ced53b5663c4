import { useId } from 'react';
import { TextField } from '@/ui/form';
import { richText } from '@/ui/RichText';
import { checkoutText as t } from '@/i18n/checkout';
import './steps.css';

export interface VoucherStepProps {
  code: string;
  onCodeChange: (code: string) => void;
  onApply: () => void;
  /** the code is being checked */
  checking: boolean;
  /** what the check said (the hotel's message, or why it could not be made) */
  message: string | null;
  /** the code was accepted */
  valid: boolean;
  /** the discount of an accepted code, formatted ("£50.00") */
  discount?: string | null;
  /** an experience voucher: the hotel arranges the experience with the guest */
  experience?: boolean;
  /** where to contact the hotel about an experience voucher (opens in a new tab) */
  contactHref?: string | null;
  onRemove: () => void;
  disabled?: boolean;
  legend?: string;
}

/** A gift voucher code, checked on request; what the check says is read out and describes the field. */
export function VoucherStep({
  code,
  onCodeChange,
  onApply,
  checking,
  message,
  valid,
  discount,
  experience,
  contactHref,
  onRemove,
  disabled,
  legend = t('voucher.legend'),
}: VoucherStepProps) {
  const messageId = useId();
  return (
    <fieldset className="step">
      <legend>{legend}</legend>
      <div className="step__row step__row--end">
        <TextField
          label={t('voucher.code')}
          value={code}
          onChange={onCodeChange}
          describedById={messageId}
          disabled={disabled}
        />
        <button type="button" className="button--secondary" disabled={checking || disabled} onClick={onApply}>
          {checking ? t('voucher.checking') : t('voucher.apply')}
        </button>
      </div>
      <div id={messageId} role="status">
        {message ? <p className={valid ? 'notice notice--info' : 'notice notice--error'}>{message}</p> : null}
        {valid && discount !== undefined && discount !== null ? <p>{t('voucher.discount', { discount })}</p> : null}
        {experience ? (
          <p className="notice notice--warning">
            {contactHref
              ? richText(t('voucher.experienceContact'), {
                  link: (text) => (
                    <a href={contactHref} target="_blank" rel="noreferrer">
                      {text}
                    </a>
                  ),
                })
              : t('voucher.experience')}
          </p>
        ) : null}
      </div>
      {valid ? (
        <button type="button" className="link-button" onClick={onRemove} disabled={disabled}>
          {t('voucher.remove', { code })}
        </button>
      ) : null}
    </fieldset>
  );
}
