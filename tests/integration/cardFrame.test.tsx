import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { commands, page, userEvent } from 'vitest/browser';
import { CardFrame } from '@/ui/payment/CardFrame';
import { CardEntryIncompleteError, createCardFrameLink } from '@/payment/cardFrameLink';
import { FRAME_MESSAGE_SOURCE, type CardFrameMode } from '@/payment/protocol';
import { readMockCardToken } from '@mocks/payment-frame/token';
import { DEMO } from '@mocks/db/demo';
import { CARD_EXPIRY, cardFrame, NEW_CARD_FRAME, SECURITY_CODE_FRAME } from './support/cardFrame';

function renderFrame(
  mode: CardFrameMode = 'card',
  brands: ('visa' | 'mastercard' | 'amex')[] = ['visa', 'mastercard'],
) {
  const link = createCardFrameLink();
  const onChange = vi.fn();
  const view = render(
    <div>
      <label>
        Name on card <input />
      </label>
      <CardFrame link={link} mode={mode} brands={brands} onChange={onChange} />
      <button type="button">After the card</button>
    </div>,
  );
  const ready = async (title = mode === 'card' ? NEW_CARD_FRAME : SECURITY_CODE_FRAME) => {
    const iframe = (await screen.findByTitle(title)) as HTMLIFrameElement;
    await expect.poll(() => iframe.closest('[data-status]')?.getAttribute('data-status')).toBe('ready');
    return iframe;
  };
  return { link, onChange, view, ready };
}

const lastState = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0];

/** What a guest sees of a field of the frame (read by Playwright: the page cannot). */
const field = (label: string, frame = NEW_CARD_FRAME) => commands.cardFrameField(frame, label);

describe('the card frame (the mock payment provider, on another origin)', () => {
  it('takes the card on its own origin: the page cannot read it, and receives only a single-use token', async () => {
    const { link, onChange, ready } = renderFrame();
    const iframe = await ready();
    expect(new URL(iframe.src).origin).not.toBe(location.origin);
    expect(iframe.contentDocument).toBeNull();

    await expect(link.tokenize()).rejects.toBeInstanceOf(CardEntryIncompleteError);
    const frame = cardFrame();
    await frame.getByLabelText('Card number').fill(DEMO.cards.declined);
    await frame.getByLabelText('Expiry date (MM/YY)').fill(CARD_EXPIRY);
    await frame.getByLabelText('Security code (CVV)').fill('123');
    await expect
      .poll(() => lastState(onChange))
      .toEqual({ complete: true, empty: false, brand: 'visa', brandRefused: false });
    // what the page was ever told while the guest typed: no digit of the card
    expect(JSON.stringify(onChange.mock.calls)).not.toMatch(/\d{4}/);
    const card = await link.tokenize();
    expect(card).toMatchObject({ mode: 'card', brand: 'visa', lastFour: '0002', expiryMonth: 12 });
    expect(card.token).not.toContain('4000');
    expect(readMockCardToken(card.token)).toMatchObject({ behaviour: 'declined', lastFour: '0002' });
    // single use: the next request gives another token
    expect((await link.tokenize()).token).not.toBe(card.token);
  });

  it('says what is wrong beside each field, in words, and refuses a brand the hotel does not take', async () => {
    const { link, onChange, ready } = renderFrame('card', ['visa']);
    await ready();
    const frame = cardFrame();
    const number = frame.getByLabelText('Card number');
    await number.fill('4111 1111 1111 1112');
    // nothing is said while the guest types; once they leave the field, its message
    expect(await field('Card number')).toMatchObject({ invalid: false, description: '' });
    await frame.getByLabelText('Expiry date (MM/YY)').click();
    await expect
      .poll(() => field('Card number'))
      .toMatchObject({
        invalid: true,
        description: 'This card number is not valid. Please check the digits and try again.',
      });
    await number.fill('5555 5555 5555 4444');
    await expect.poll(() => lastState(onChange)).toMatchObject({ brand: 'mastercard', brandRefused: true });
    await expect
      .poll(() => field('Card number'))
      .toMatchObject({ description: 'This card type is not accepted by the hotel.' });
    // a confirm tried: every field says what it needs, and the focus goes to the first
    await expect(link.tokenize()).rejects.toBeInstanceOf(CardEntryIncompleteError);
    expect(await field('Expiry date (MM/YY)')).toMatchObject({
      invalid: true,
      description: 'Expiry month and year are required',
    });
    expect(await field('Security code (CVV)')).toMatchObject({
      invalid: true,
      description: 'A valid security code (3 or 4 digits) is required',
    });
    expect(await field('Card number')).toMatchObject({ focused: true });
  });

  it('Tab moves into the frame, through its fields and out to the page again', async () => {
    const { ready } = renderFrame();
    await ready();
    await userEvent.click(page.getByLabelText('Name on card'));
    for (const label of ['Card number', 'Expiry date (MM/YY)', 'Security code (CVV)']) {
      await userEvent.keyboard('{Tab}');
      await expect.poll(() => field(label)).toMatchObject({ focused: true });
    }
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'After the card' })).toHaveFocus();
  });

  it('a saved card: only its security code is asked for, and its token says so', async () => {
    const { link, onChange, ready } = renderFrame('securityCode');
    const iframe = await ready();
    const frame = cardFrame(SECURITY_CODE_FRAME);
    await expect.poll(() => field('Card number', SECURITY_CODE_FRAME)).toMatchObject({ visible: false });
    expect(await field('Expiry date (MM/YY)', SECURITY_CODE_FRAME)).toMatchObject({ visible: false });
    // the frame is as tall as its one field (no empty room below it): a label and a 44 px field
    await expect.poll(() => iframe.getBoundingClientRect().height).toBeLessThan(110);
    await frame.getByLabelText('Security code (CVV)').fill('987');
    await expect.poll(() => lastState(onChange)).toMatchObject({ complete: true, brand: null });
    expect(await link.tokenize()).toMatchObject({ mode: 'securityCode', lastFour: null, brand: null });
  });

  it("the hotel's colours go into the frame; messages from any other window are ignored", async () => {
    const link = createCardFrameLink();
    const onChange = vi.fn();
    render(
      <div style={{ color: 'rgb(20, 40, 60)' }}>
        <CardFrame link={link} mode="card" brands={['visa']} onChange={onChange} />
      </div>,
    );
    const iframe = (await screen.findByTitle(NEW_CARD_FRAME)) as HTMLIFrameElement;
    await expect.poll(() => field('Card number')).toMatchObject({ colour: 'rgb(20, 40, 60)' });
    await cardFrame().getByLabelText('Card number').fill('4111');
    await expect.poll(() => lastState(onChange)).toMatchObject({ brand: 'visa', complete: false });
    const seen = onChange.mock.calls.length;
    // look-alike messages from the page itself (not the frame's window, not its origin)
    window.postMessage({ source: FRAME_MESSAGE_SOURCE, type: 'resize', height: 9999 }, '*');
    window.postMessage(
      { source: FRAME_MESSAGE_SOURCE, type: 'change', state: { complete: true, empty: false, brand: 'visa' } },
      '*',
    );
    // messages arrive in order: once this one is here, the look-alikes were handled
    await new Promise<void>((resolve) => {
      const done = (event: MessageEvent) => {
        if (event.data !== 'handled') return;
        window.removeEventListener('message', done);
        resolve();
      };
      window.addEventListener('message', done);
      window.postMessage('handled', '*');
    });
    expect(onChange.mock.calls.length).toBe(seen);
    expect(iframe.getBoundingClientRect().height).toBeLessThan(1000);
    await expect(link.tokenize()).rejects.toBeInstanceOf(CardEntryIncompleteError);
  });
});
