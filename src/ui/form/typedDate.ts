import { useState, type ChangeEvent } from 'react';
import { formatTypedDate, parseTypedDate, TYPED_DATE_HINT } from '@/domain/typedDates';
import { commonText as t } from '@/i18n/common';

/** A typed date's texts, each read in the interface's locale when it is read. */
export const TYPED_DATE_TEXTS = {
  /** said under a date field whose text is no date once the guest leaves it */
  get unreadable(): string {
    return t('date.unreadable', { format: TYPED_DATE_HINT });
  },
  /** the hint beside every typed date */
  get hint(): string {
    return t('date.hint', { format: TYPED_DATE_HINT });
  },
};

/**
 * A date typed as text in the hotel's format (en-GB dd/mm/yyyy), never the browser's. The flow
 * sees "YYYY-MM-DD", or "" while the text is no date (an unfinished date is no date, as in a
 * native date field). A date set from elsewhere (the calendar, a link, a reload) replaces the
 * text; the guest's unfinished typing is kept. Leaving the field tidies a date ("4/1/2027" ->
 * "04/01/2027") or says that the text is no date.
 */
export function useTypedDate(value: string, onChange: (value: string) => void) {
  const [text, setText] = useState(() => formatTypedDate(value));
  const [shown, setShown] = useState(value);
  const [left, setLeft] = useState(false);
  if (value !== shown) {
    setShown(value);
    if ((parseTypedDate(text) ?? '') !== value) setText(formatTypedDate(value));
  }
  const unreadable = left && !!text.trim() && !parseTypedDate(text);
  return {
    unreadable,
    inputProps: {
      type: 'text',
      className: 'typed-date',
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = event.target.value;
        setText(next);
        setLeft(false);
        const date = parseTypedDate(next) ?? '';
        if (date !== value) onChange(date);
      },
      onBlur: () => {
        setLeft(true);
        const date = parseTypedDate(text);
        if (date) setText(formatTypedDate(date));
      },
    },
  };
}
