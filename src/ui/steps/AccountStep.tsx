import { MESSAGES } from '@/domain/validation';
import { CheckboxField, PasswordField } from '@/ui/form';
import { checkoutText as t } from '@/i18n/checkout';
import './steps.css';

export interface AccountStepProps {
  createAccount: boolean;
  onCreateAccountChange: (checked: boolean) => void;
  password: string;
  onPasswordChange: (value: string) => void;
  onPasswordBlur?: () => void;
  passwordError?: string | undefined;
  disabled?: boolean;
  legend?: string;
}

/** An optional account made with the booker's details: asked for, it needs a new password. */
export function AccountStep({
  createAccount,
  onCreateAccountChange,
  password,
  onPasswordChange,
  onPasswordBlur,
  passwordError,
  disabled,
  legend = t('account.legend'),
}: AccountStepProps) {
  return (
    <fieldset className="step">
      <legend>{legend}</legend>
      <CheckboxField
        label={t('account.create')}
        checked={createAccount}
        onChange={onCreateAccountChange}
        disabled={disabled}
      />
      {createAccount ? (
        <PasswordField
          label={t('account.password')}
          autoComplete="new-password"
          hint={MESSAGES.passwordHint}
          value={password}
          onChange={onPasswordChange}
          onBlur={onPasswordBlur}
          error={passwordError}
          disabled={disabled}
        />
      ) : null}
    </fieldset>
  );
}
