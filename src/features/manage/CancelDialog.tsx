import type { OverviewView } from '@machines/manage/manage.selectors';
import type { CancellationReason } from '@/domain/models';
import { useMoney } from '@/ui/currency';
import { Dialog } from '@/ui/Dialog';
import { SelectField } from '@/ui/form';
import { useManageActor } from './ManageFlow';

export const REASON_REQUIRED = 'Please choose a cancellation reason';

type CancelView = NonNullable<OverviewView['cancel']>;

/** What cancelling costs now and what comes back, in words. */
function costText(cancel: CancelView, format: (minor: number) => string): string {
  const card = cancel.cardLastFour ? ` ending ${cancel.cardLastFour}` : '';
  const cost =
    cancel.charge === 0
      ? 'Cancelling now is free of charge.'
      : `Cancelling now costs ${format(cancel.charge)}, charged to your card${card}.`;
  return cancel.refund > 0 ? `${cost} ${format(cancel.refund)} will be refunded to your card${card}.` : cost;
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
  const title = cancel?.scope === 'room' ? `Cancel Room ${cancel.roomNumber}` : 'Cancel your booking';
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
          {cancel.scope === 'room' ? <p>The room is cancelled when you save your changes on the next page.</p> : null}
          {reasons.length ? (
            <SelectField
              label="Reason for cancelling"
              optional={!cancel.reasonRequired}
              required={cancel.reasonRequired}
              placeholder="Choose a reason"
              value={cancel.reasonId ? String(cancel.reasonId) : ''}
              options={reasons.map((r) => ({ value: String(r.Id), label: r.Name }))}
              error={cancel.refused && cancel.reasonRequired && !cancel.reasonId ? REASON_REQUIRED : undefined}
              onChange={(value) => actor.send({ type: 'cancel.reasonChanged', reasonId: value ? Number(value) : null })}
            />
          ) : null}
          <div className="actions">
            <button type="submit" className="button--danger" disabled={cancel.submitting}>
              {cancel.submitting ? 'Cancelling…' : cancel.scope === 'room' ? 'Cancel this room' : 'Cancel booking'}
            </button>
            <button type="button" className="button--secondary" onClick={close} disabled={cancel.submitting}>
              Keep my booking
            </button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
