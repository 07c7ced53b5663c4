import type { OverviewView } from '@machines/manage/manage.selectors';
import type { CancellationReason } from '@/domain/models';
import { useMoney } from '@/ui/currency';
import { Dialog } from '@/ui/Dialog';
import { SelectField } from '@/ui/form';
import { useManageActor } from './ManageFlow';
import { manageText as t } from '@/i18n/manage';

type CancelView = NonNullable<OverviewView['cancel']>;

/** What cancelling costs now and what comes back, in words. */
function costText(cancel: CancelView, format: (minor: number) => string): string {
  const card = cancel.cardLastFour;
  const amount = format(cancel.charge);
  const cost =
    cancel.charge === 0
      ? t('cancel.free')
      : card
        ? t('cancel.costsToCard', { amount, card })
        : t('cancel.costs', { amount });
  if (cancel.refund <= 0) return cost;
  const refunded = format(cancel.refund);
  const refund = card ? t('cancel.refundToCard', { amount: refunded, card }) : t('cancel.refund', { amount: refunded });
  return t('cancel.costAndRefund', { cost, refund });
}

/**
 * The cancel form (spec 5, 8): what cancelling costs and what comes back, the reason (required
 * when the hotel asks for one), confirm or keep. It closes once the answer is in, either way.
 */
export function CancelDialog({ view, reasons }: { view: OverviewView; reasons: CancellationReason[] }) {
  const actor = useManageActor();
  const money = useMoney(view.currency);
  const cancel = view.cancel;
  const close = () => actor.send({ type: 'cancel.closed' });
  const title = cancel?.scope === 'room' ? t('cancelRoom', { room: String(cancel.roomNumber) }) : t('cancel.title');
  return (
    <Dialog open={!!cancel} title={title} onClose={close}>
      {cancel ? (
        <form
          className="form manage-cancel"
          noValidate
          aria-busy={cancel.submitting || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'cancel.confirmed' });
          }}
        >
          <p className="manage-cancel__cost">{costText(cancel, money.format)}</p>
          {cancel.scope === 'room' ? <p>{t('cancel.roomLater')}</p> : null}
          {reasons.length ? (
            <SelectField
              label={t('cancel.reason')}
              optional={!cancel.reasonRequired}
              required={cancel.reasonRequired}
              placeholder={t('cancel.chooseReason')}
              value={cancel.reasonId ? String(cancel.reasonId) : ''}
              options={reasons.map((r) => ({ value: String(r.Id), label: r.Name }))}
              error={
                cancel.refused && cancel.reasonRequired && !cancel.reasonId ? t('cancel.reasonRequired') : undefined
              }
              onChange={(value) => actor.send({ type: 'cancel.reasonChanged', reasonId: value ? Number(value) : null })}
            />
          ) : null}
          <div className="actions">
            <button type="submit" className="button--danger" disabled={cancel.submitting}>
              {cancel.submitting
                ? t('cancel.cancelling')
                : cancel.scope === 'room'
                  ? t('cancel.room')
                  : t('cancelBooking')}
            </button>
            <button type="button" className="button--secondary" onClick={close} disabled={cancel.submitting}>
              {t('cancel.keep')}
            </button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
