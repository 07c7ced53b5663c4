import { CheckboxField } from '@/ui/form';

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
  legend = 'Terms',
}: TermsStepProps) {
  return (
    <fieldset className="step">
      <legend>{legend}</legend>
      <CheckboxField
        checked={agreed}
        onChange={onAgreedChange}
        disabled={disabled}
        label={
          <>
            I agree to the{' '}
            {termsUrl ? (
              <a href={termsUrl} target="_blank" rel="noreferrer">
                terms and conditions (opens in a new tab)
              </a>
            ) : (
              'terms and conditions'
            )}
            {privacyUrl ? (
              <>
                {' '}
                and the{' '}
                <a href={privacyUrl} target="_blank" rel="noreferrer">
                  privacy policy (opens in a new tab)
                </a>
              </>
            ) : null}
          </>
        }
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
