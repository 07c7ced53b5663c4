import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  /** stable id of the tab (the selection is given and reported by it) */
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs: content a guest chooses between, one panel at a time (the WAI-ARIA tabs pattern). The tab
 * list is one stop of the Tab key; the arrow keys move along it and show the tab they reach
 * (automatic activation: the panels are on the page, nothing loads), Home and End go to the first
 * and the last, and right and left swap in a right-to-left page. Every panel stays mounted (hidden
 * when not chosen), so what the guest typed in one survives a look at another. Controlled with
 * `selected` and `onSelect`, or choosing for itself from `defaultSelected` (the first tab).
 */
export function Tabs({
  label,
  tabs,
  selected,
  defaultSelected,
  onSelect,
}: {
  /** what the tab list is, read out with it (e.g. "About this room") */
  label: string;
  tabs: readonly TabItem[];
  selected?: string;
  defaultSelected?: string;
  onSelect?: (id: string) => void;
}) {
  const base = useId();
  const [own, setOwn] = useState(defaultSelected ?? tabs[0]?.id);
  const current = tabs.some((tab) => tab.id === (selected ?? own)) ? (selected ?? own) : tabs[0]?.id;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const choose = (id: string) => {
    if (selected === undefined) setOwn(id);
    onSelect?.(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((tab) => tab.id === current);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : step[event.key] === undefined
            ? undefined
            : (at + step[event.key]! + tabs.length) % tabs.length;
    const next = to === undefined ? undefined : tabs[to];
    if (!next) return;
    event.preventDefault();
    choose(next.id);
    buttons.current.get(next.id)?.focus();
  };
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(button) => {
              if (button) buttons.current.set(tab.id, button);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            className="tabs__tab"
            aria-selected={tab.id === current}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => choose(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          className="tabs__panel"
          // the panel is the Tab key's next stop after the tabs, as the pattern has it, even when
          // it starts with text (a reader then finds its content at once)
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          hidden={tab.id !== current}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
