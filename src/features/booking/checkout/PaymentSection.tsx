import { cardView, companyChosen, companyView, paymentView } from '@machines/checkout/checkout.selectors';
import { CardDetailsStep, type CardField } from '@/ui/steps/CardDetailsStep';
import { CompanyInvoiceFields } from '@/ui/steps/CompanyInvoiceFields';
import { PaymentChoiceStep } from '@/ui/steps/PaymentChoiceStep';
import { PAYMENT_TYPE } from '@/domain/payment';
import { chosenNumber, type SectionProps, useCheckoutView } from './section';
import type { CardFrameLink } from '@/payment/cardFrameLink';
import { checkoutText as t } from '@/i18n/checkout';

/** Payment: the choice of method, and what the chosen one needs. */
export function PaymentSection({ actor, send, cardFrame }: SectionProps & { cardFrame: CardFrameLink }) {
  const view = useCheckoutView(actor, paymentView);
  return (
    <PaymentChoiceStep
      options={view.options}
      value={view.chosen}
      onChange={(value) => send({ type: 'payment.changed', paymentType: Number(value) })}
      coveredByVoucher={view.method === PAYMENT_TYPE.PayByVoucher}
    >
      {view.method === PAYMENT_TYPE.PayByCard ? <CardSection actor={actor} send={send} cardFrame={cardFrame} /> : null}
      {view.method === PAYMENT_TYPE.PayByPaystack ? <p>{t('payment.partner')}</p> : null}
      {view.method === PAYMENT_TYPE.PayByIndividualInvoice ? (
        <p>{view.invoiceEmail ? t('payment.invoiceTo', { email: view.invoiceEmail }) : t('payment.invoiceToYou')}</p>
      ) : null}
      {view.method === PAYMENT_TYPE.PayByCompanyInvoice ? <CompanySection actor={actor} send={send} /> : null}
    </PaymentChoiceStep>
  );
}

function CardSection({ actor, send, cardFrame }: SectionProps & { cardFrame: CardFrameLink }) {
  const view = useCheckoutView(actor, cardView);
  const change = (field: CardField, value: string) =>
    field === 'savedCard'
      ? send({ type: 'card.savedCardChosen', creditCardId: chosenNumber(value) })
      : send({ type: 'card.changed', field, value });
  return (
    <CardDetailsStep
      values={view.values}
      onChange={change}
      link={cardFrame}
      onEntryChange={(entry) => send({ type: 'card.entryChanged', entry })}
      brands={view.brands}
      showAllErrors={view.showAllErrors}
      savedCards={view.savedCards}
      saveCard={
        view.offerToSave
          ? { checked: view.saveCard, onChange: (value) => send({ type: 'card.saveChanged', value }) }
          : null
      }
    />
  );
}

function CompanySection({ actor, send }: SectionProps) {
  const view = useCheckoutView(actor, companyView);
  return (
    <CompanyInvoiceFields
      searchText={view.searchText}
      onSearchChange={(text) => send({ type: 'company.searchChanged', text })}
      companies={view.options}
      onCompanyChosen={(value) =>
        send({ type: 'company.selected', company: companyChosen(actor.getSnapshot(), value) })
      }
      status={view.status}
      poNumber={view.poNumber}
      onPoNumberChange={(value) => send({ type: 'details.changed', field: 'poNumber', value })}
    />
  );
}
