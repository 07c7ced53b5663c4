import { Combobox, TextField, type ComboboxOption } from '@/ui/form';
import { checkoutText as t } from '@/i18n/checkout';
import './steps.css';

export interface CompanyInvoiceFieldsProps {
  /** what the guest typed to find the company (or the chosen company's name) */
  searchText: string;
  onSearchChange: (text: string) => void;
  /** the companies found for it (value: the company's account id) */
  companies: readonly ComboboxOption[];
  onCompanyChosen: (value: string) => void;
  /** searching, how many were found, no results, the chosen company */
  status: string;
  poNumber: string;
  onPoNumberChange: (value: string) => void;
  disabled?: boolean;
}

/** Pay by company invoice: the company (searched as the guest types) and the purchase order number. */
export function CompanyInvoiceFields({
  searchText,
  onSearchChange,
  companies,
  onCompanyChosen,
  status,
  poNumber,
  onPoNumberChange,
  disabled,
}: CompanyInvoiceFieldsProps) {
  return (
    <div className="step">
      <Combobox
        label={t('company.label')}
        hint={t('company.hint')}
        listLabel={t('company.list')}
        value={searchText}
        onChange={onSearchChange}
        options={companies}
        onSelect={onCompanyChosen}
        status={status}
        disabled={disabled}
      />
      <TextField label={t('company.poNumber')} value={poNumber} onChange={onPoNumberChange} disabled={disabled} />
    </div>
  );
}
