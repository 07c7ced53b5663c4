/**
 * The mock payment provider's hosted card fields (the protocol: src/payment/protocol.ts). Served
 * from another origin than the app's (the app's loopback twin), so that the app cannot read what
 * is typed here; the card's rules are the domain's (src/domain/cards.ts), as a provider's would
 * be its own. It answers only the window that framed it, and only from the origin named in its
 * address.
 */
import './frame.css';
import { cardFieldErrors, type CardFields, type CardType } from '@/domain/cards';
import {
  FRAME_MESSAGE_SOURCE,
  isHostMessage,
  type CardFrameMode,
  type CardFrameTheme,
  type FrameMessage,
} from '@/payment/protocol';
import { frameState, issueToken } from './provider';
import { localToday } from '@/ui/clock';

type Field = keyof CardFields;
const FIELDS: Field[] = ['number', 'expiry', 'securityCode'];

const hostOrigin = new URLSearchParams(location.search).get('origin') ?? '';
const host = window.parent !== window ? window.parent : null;

let mode: CardFrameMode = 'card';
let accepted: CardType[] = [];
/** fields whose message shows: those the guest left, and all of them once a confirm was tried */
const shown = new Set<Field>();
let confirmTried = false;

const input = (field: Field) => document.getElementById(field) as HTMLInputElement;
const activeFields = () => (mode === 'card' ? FIELDS : (['securityCode'] as Field[]));

type Distribute<T> = T extends unknown ? Omit<T, 'source'> : never;

function post(message: Distribute<FrameMessage>) {
  if (host && hostOrigin) host.postMessage({ source: FRAME_MESSAGE_SOURCE, ...message }, hostOrigin);
}

function values(): CardFields {
  return { number: input('number').value, expiry: input('expiry').value, securityCode: input('securityCode').value };
}

function errors() {
  return cardFieldErrors(values(), mode, accepted, localToday());
}

/** Each field's message where it shows (aria-invalid and the described-by text). */
function render() {
  const found = errors();
  for (const field of FIELDS) {
    const message = confirmTried || shown.has(field) ? found[field] : undefined;
    const box = document.getElementById(`${field}-error`)!;
    box.textContent = message ?? '';
    box.hidden = !message;
    input(field).setAttribute('aria-invalid', message ? 'true' : 'false');
  }
}

function changed() {
  render();
  post({ type: 'change', state: frameState(values(), mode, accepted, localToday()) });
}

function tokenize(requestId: string) {
  confirmTried = true;
  render();
  const found = errors();
  const firstInvalid = activeFields().find((field) => found[field]);
  if (firstInvalid) {
    input(firstInvalid).focus();
    post({ type: 'invalid', requestId });
    return;
  }
  // what the fields hold now, then the token for it (the protocol's order: the page judges by it)
  post({ type: 'change', state: frameState(values(), mode, accepted, localToday()) });
  post({ type: 'tokenized', requestId, card: issueToken(values(), mode) });
}

const COLOUR_KEYS: (keyof CardFrameTheme)[] = ['text', 'background', 'field', 'primary', 'negative', 'border'];

/** The hotel's colours and font; anything that is not a CSS colour (or a font list) is ignored. */
function applyTheme(theme: CardFrameTheme) {
  const root = document.documentElement.style;
  for (const key of COLOUR_KEYS) {
    const value = theme[key];
    if (typeof value === 'string' && CSS.supports('color', value)) root.setProperty(`--${key}`, value);
  }
  if (typeof theme.font === 'string' && CSS.supports('font-family', theme.font)) root.setProperty('--font', theme.font);
  // the page's scheme: the frame stays transparent on it (another scheme would get an opaque canvas)
  root.setProperty('color-scheme', theme.scheme === 'dark' ? 'dark' : 'light');
}

function configure(next: CardFrameMode, brands: CardType[], theme: CardFrameTheme, showAllErrors: boolean) {
  // another kind of card: nothing typed for the last one stays
  if (next !== mode)
    for (const field of FIELDS) {
      input(field).value = '';
      shown.delete(field);
    }
  mode = next;
  accepted = brands;
  confirmTried = showAllErrors;
  document.getElementById('number-field')!.hidden = mode !== 'card';
  document.getElementById('expiry-field')!.hidden = mode !== 'card';
  applyTheme(theme);
  changed();
}

function reset(fields: 'all' | 'securityCode') {
  for (const field of fields === 'all' ? FIELDS : (['securityCode'] as Field[])) {
    input(field).value = '';
    shown.delete(field);
  }
  changed();
}

window.addEventListener('message', (event) => {
  if (event.source !== host || event.origin !== hostOrigin || !isHostMessage(event.data)) return;
  const message = event.data;
  if (message.type === 'configure')
    configure(message.mode, message.brands, message.theme ?? {}, message.showAllErrors === true);
  else if (message.type === 'tokenize') tokenize(message.requestId);
  else reset(message.fields);
});

for (const field of FIELDS) {
  input(field).addEventListener('input', changed);
  input(field).addEventListener('blur', () => {
    if (input(field).value.trim() !== '') shown.add(field);
    render();
  });
}
// Enter in a field does not submit anything here: the guest confirms on the page.
document.getElementById('card')!.addEventListener('submit', (event) => event.preventDefault());

// the content's own height (the document's scroll height is never less than the frame's, so a
// frame that had to grow could never shrink again, e.g. to a saved card's security code)
new ResizeObserver(() =>
  post({ type: 'resize', height: Math.ceil(document.body.getBoundingClientRect().height) }),
).observe(document.body);
post({ type: 'ready' });
