import { confirmView, termsView, voucherView } from '@machines/checkout/checkout.selectors';
import type { BookingConfig } from '@/api/queries';
import { formatMoney } from '@/domain/money';
import { confirmButtonLabel } from '@/domain/payment';
import { TermsStep } from '@/ui/steps/TermsStep';
import { VoucherStep } from '@/ui/steps/VoucherStep';
import { usePropertyData } from '@/ui/useProperty';
import { useCheckoutView, type SectionProps } from './section';
import { listOf } from '@/i18n/catalogue';
import { checkoutText as t } from '@/i18n/checkout';
import { richText, STRONG } from '@/ui/RichText';

/** The gift voucher (when the property takes them). */
export function VoucherSection({ actor, send }: SectionProps) {
  const view = useCheckoutView(actor, voucherView);
  const { property } = usePropertyData();
  if (!view.offered) return null;
  return (
    <VoucherStep
      code={view.code}
      onCodeChange={(code) => send({ type: 'voucher.changed', code })}
      onApply={() => send({ type: 'voucher.submitted' })}
      checking={view.checking}
      message={view.message}
      valid={view.valid}
      discount={view.discount === null ? null : formatMoney(view.discount, property.Currency)}
      experience={view.experience}
      contactHref={view.contactUs ? `/Contact/${property.PropertyCode}` : null}
      onRemove={() => send({ type: 'voucher.removed' })}
    />
  );
}

/** The terms, and the property's own terms where they apply. */
export function TermsSection({ actor, send, config }: SectionProps & { config: BookingConfig }) {
  const view = useCheckoutView(actor, termsView);
  const { property } = usePropertyData();
  return (
    <TermsStep
      agreed={view.agreed}
      onAgreedChange={(value) => send({ type: 'terms.changed', value })}
      termsUrl={property.TermsAndConditionsUrl}
      privacyUrl={property.PrivacyPolicyUrl}
      customTerms={
        view.customShown
          ? {
              text: config.CustomTermsAndConditionsText,
              label: config.CustomTermsAndConditionsLabel ?? t('terms.custom'),
              accepted: view.customAccepted,
              onChange: (value) => send({ type: 'customTerms.changed', value }),
            }
          : null
      }
    />
  );
}

/**
 * What is due, what is still missing, why the last attempt failed, and the confirm button (it
 * cannot be pressed twice). A failed booking is said once, here beside Confirm, and stays until
 * the guest changes something (no timed notice over the button).
 */
export function ConfirmSection({
  actor,
  config,
  error,
}: Pick<SectionProps, 'actor'> & { config: BookingConfig; error: string | null }) {
  const label = config.CustomTermsAndConditionsLabel;
  const view = useCheckoutView(actor, (snapshot) => confirmView(snapshot, label));
  const { property } = usePropertyData();
  const due = formatMoney(view.due, property.Currency);
  // the sections said one after another, as the locale lists them ("your details, card details")
  const note = view.missing.length ? t('confirm.missing', { missing: listOf(view.missing) }) : view.waitFor;
  return (
    <>
      {/* always in the page, so a screen reader announces what arrives in it */}
      <div role="alert" className="checkout__error">
        {error ? (
          <p id="checkout-error" className="notice notice--error">
            {error}
          </p>
        ) : null}
      </div>
      <p className="checkout__due">{richText(t.rich('confirm.due', { due }), STRONG)}</p>
      {note ? (
        <p id="confirm-missing" className="form__hint">
          {note}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={!view.enabled}
        aria-describedby={[note ? 'confirm-missing' : '', error ? 'checkout-error' : ''].join(' ').trim() || undefined}
      >
        {view.settling
          ? t('confirm.settling')
          : view.creating
            ? t('confirm.creating')
            : confirmButtonLabel(view.method, due)}
      </button>
      {view.settling ? (
        <p role="status">{t('confirm.settlingStatus')}</p>
      ) : view.creating ? (
        <p role="status">{t('confirm.creatingStatus')}</p>
      ) : null}
    </>
  );
}
