import { useId } from 'react';
import type { RegistrationView, RegistrationViewField } from '@/domain/stepViews';
import { DateField, SelectField, TextField } from '@/ui/form';
import { ListRetry, type ListProblem } from './ListProblem';
import { checkoutText as t } from '@/i18n/checkout';
import './steps.css';

export interface RegistrationStepProps {
  view: RegistrationView;
  onChange: (field: RegistrationViewField, value: string) => void;
  /** the countries of the nationality could not be loaded: what to say, and a way to try again */
  countriesProblem?: ListProblem | null;
}

/** The lead guest's registration data, only what the hotel asks (nationality, birth date, identity document). */
export function RegistrationStep({ view, onChange, countriesProblem = null }: RegistrationStepProps) {
  const { asked, values, errors } = view;
  const nationalityId = useId();
  if (!asked.nationality && !asked.dateOfBirth && !asked.idDocument) return null;
  return (
    <fieldset className="step">
      <legend>{t('registration.legend')}</legend>
      <p className="form__hint">{t('registration.hint')}</p>
      {asked.nationality ? (
        <>
          <SelectField
            id={nationalityId}
            label={t('registration.nationality')}
            placeholder={t('choose')}
            value={values.NationalityIsoCode}
            options={view.countries}
            hint={countriesProblem?.message}
            error={errors.NationalityIsoCode}
            onChange={(value) => onChange('NationalityIsoCode', value)}
          />
          <ListRetry problem={countriesProblem} what="countries" fieldId={nationalityId} />
        </>
      ) : null}
      {asked.dateOfBirth ? (
        <DateField
          label={t('registration.dateOfBirth')}
          value={values.DateOfBirth}
          error={errors.DateOfBirth}
          onChange={(value) => onChange('DateOfBirth', value)}
        />
      ) : null}
      {asked.idDocument ? (
        <div className="step__row">
          <SelectField
            label={t('registration.idDocument')}
            placeholder={t('choose')}
            value={values.IdDocumentType}
            options={view.documentTypes}
            error={errors.IdDocumentType}
            onChange={(value) => onChange('IdDocumentType', value)}
          />
          <TextField
            label={t('registration.idDocumentNumber')}
            autoComplete="off"
            value={values.IdDocumentNumber}
            error={errors.IdDocumentNumber}
            onChange={(value) => onChange('IdDocumentNumber', value)}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
