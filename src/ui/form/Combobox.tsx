import { TEXT_LIMITS } from '@/domain/limits';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { controlProps, useFieldIds } from './field';
import { fieldLabel, FieldMessages } from './FieldMessages';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
  label: ReactNode;
  /** the text typed in the box */
  value: string;
  onChange: (text: string) => void;
  /** the suggestions for the text (e.g. search results); the list shows while there are some */
  options: readonly ComboboxOption[];
  onSelect: (value: string) => void;
  onBlur?: () => void;
  /** the accessible name of the list of suggestions */
  listLabel: string;
  /** read out when it changes (searching, how many were found, what was chosen); kept in a live region */
  status?: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
}

/**
 * An editable combobox with a list box popup (the WAI-ARIA APG pattern, list autocomplete):
 * typing asks for suggestions; Down and Up arrows move through them (`aria-activedescendant`,
 * focus stays in the box), Enter chooses, Escape closes the list or, when closed, clears the box;
 * a click chooses too. What is searched and found is announced by the status line.
 */
export function Combobox({
  label,
  value,
  onChange,
  options,
  onSelect,
  onBlur,
  listLabel,
  status,
  hint,
  error,
  optional,
  disabled,
  id,
  name,
}: ComboboxProps) {
  const ids = useFieldIds(id);
  const listId = `${ids.id}-listbox`;
  const optionId = (index: number) => `${ids.id}-option-${index}`;
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  // new suggestions: nothing is active until the guest moves to one
  const optionsKey = options.map((option) => option.value).join('\n');
  const [shownKey, setShownKey] = useState(optionsKey);
  if (shownKey !== optionsKey) {
    setShownKey(optionsKey);
    setActive(-1);
  }
  const expanded = open && options.length > 0 && !disabled;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: ComboboxOption) => {
    setOpen(false);
    setActive(-1);
    onSelect(option.value);
  };

  const move = (step: 1 | -1) => {
    const count = options.length;
    if (!count) return;
    if (!expanded) {
      setOpen(true);
      setActive(step === 1 ? 0 : count - 1);
      return;
    }
    setActive((current) => (current < 0 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.altKey) setOpen(true);
      else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activeId) {
      // choosing, not sending the form
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        onChange('');
      }
    }
  };

  return (
    <div className="field combobox">
      <label htmlFor={ids.id}>{fieldLabel(label, optional)}</label>
      <div className="combobox__control">
        <input
          {...controlProps(ids, hint, error)}
          type="text"
          role="combobox"
          name={name}
          value={value}
          disabled={disabled}
          autoComplete="off"
          maxLength={TEXT_LIMITS.line}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          onChange={(event) => {
            setOpen(true);
            setActive(-1);
            onChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            onBlur?.();
          }}
        />
        {/* the list box is not focused: the box keeps focus and names the active option (APG) */}
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
        <div
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="combobox__list"
          hidden={!expanded}
          // focus stays in the box while the list is used with a pointer (choosing, scrolling)
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((option, index) => (
            // the keyboard stays in the box (aria-activedescendant); a pointer may choose here
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              onClick={() => choose(option)}
            >
              {option.label}
            </div>
          ))}
        </div>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
      {status !== undefined ? (
        <p role="status" className="field__hint">
          {status}
        </p>
      ) : null}
    </div>
  );
}
