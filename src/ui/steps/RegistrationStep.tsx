import { useId } from 'react';
import type { RegistrationView, RegistrationViewField } from '@/domain/stepViews';
import { DateField, SelectField, TextField } from '@/ui/form';
import { ListRetry, type ListProblem } from './ListProblem';

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
      <legend>Registration</legend>
      <p className="form__hint">The hotel must record this for the guest who registers for the room.</p>
      {asked.nationality ? (
        <>
          <SelectField
            id={nationalityId}
            label="Nationality"
            placeholder="Choose…"
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
          label="Date of birth"
          value={values.DateOfBirth}
          error={errors.DateOfBirth}
          onChange={(value) => onChange('DateOfBirth', value)}
        />
      ) : null}
      {asked.idDocument ? (
        <div className="step__row">
          <SelectField
            label="Identity document"
            placeholder="Choose…"
            value={values.IdDocumentType}
            options={view.documentTypes}
            error={errors.IdDocumentType}
            onChange={(value) => onChange('IdDocumentType', value)}
          />
          <TextField
            label="Document number"
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
