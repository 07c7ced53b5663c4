import { useEffect, useId, useRef, type ReactNode } from 'react';
import { commonText as t } from '@/i18n/common';

/**
 * A modal dialog on the native <dialog> element: showModal() traps focus and makes the page
 * behind inert, Escape closes it, and focus returns to the control that opened it. As a drawer
 * (`variant="drawer"`) it is the same dialog drawn as a sheet that rises from the foot of a phone's
 * screen, or a panel at the side of a wider one, sliding in unless the guest asks for less motion:
 * for what the guest looks at and puts away without leaving their place on the page.
 */
export function Dialog({
  open,
  title,
  onClose,
  variant = 'dialog',
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  variant?: 'dialog' | 'drawer';
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
    return undefined;
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={variant === 'drawer' ? 'dialog dialog--drawer' : 'dialog'}
      // A close that was undone at once (React StrictMode's remount closes and reopens it) is
      // not the guest's: only a dialog that stayed closed reports it.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('closeDialog', { title })}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
