import { CheckboxField } from '@/ui/form';
import { richText } from '@/ui/RichText';
import { checkoutText as t } from '@/i18n/checkout';
import './steps.css';

export interface TermsStepProps {
  agreed: boolean;
  onAgreedChange: (checked: boolean) => void;
  /** the property's terms and privacy policy, opened in a new tab */
  termsUrl?: string | null;
  privacyUrl?: string | null;
  /** the property's own terms (e.g. for company invoices): their text and the box to accept them */
  customTerms?: {
    text?: string | null;
    label: string;
    accepted: boolean;
    onChange: (checked: boolean) => void;
  } | null;
  disabled?: boolean;
  legend?: string;
}

/** The terms and conditions (and privacy policy) to agree to, and any terms of the property's own. */
export function TermsStep({
  agreed,
  onAgreedChange,
  termsUrl,
  privacyUrl,
  customTerms,
  disabled,
  legend = t('terms.legend'),
}: TermsStepProps) {
  return (
    <fieldset className="step">
      <legend>{legend}</legend>
      <CheckboxField
        checked={agreed}
        onChange={onAgreedChange}
        disabled={disabled}
        label={richText(
          t.rich('terms.agree', { terms: termsUrl ? 'link' : 'text', privacy: privacyUrl ? 'link' : 'none' }),
          {
            terms: (text) => (
              <a href={termsUrl ?? undefined} target="_blank" rel="noreferrer">
                {text}
              </a>
            ),
            privacy: (text) => (
              <a href={privacyUrl ?? undefined} target="_blank" rel="noreferrer">
                {text}
              </a>
            ),
          },
        )}
      />
      {customTerms ? (
        <div className="step">
          {customTerms.text ? <p>{customTerms.text}</p> : null}
          <CheckboxField
            label={customTerms.label}
            checked={customTerms.accepted}
            onChange={customTerms.onChange}
            disabled={disabled}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
