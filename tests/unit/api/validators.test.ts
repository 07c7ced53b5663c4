/** The first load's response checks (src/api/validators.ts), on cases worked out by hand. */
import { describe, expect, it } from 'vitest';
import { checkBookingConfig, checkProperty, checkTheme } from '@/api/validators';
import { DEMO } from '@mocks/db/demo';
import { withMockBackend } from '../../coverage/mockBackend';

/** Every demo hotel's property and booking settings, as the mock backend answers them. */
const answers = await withMockBackend(async () => {
  const all = [];
  for (const code of Object.keys(DEMO.properties)) {
    const property = await (await globalThis.fetch(`/api/Property/${code}`)).json();
    const config = await (await globalThis.fetch(`/api/Book/Config/${code}`)).json();
    all.push({ code, property, config });
  }
  return all;
});
const seaview = answers[0]!.property as Record<string, unknown>;

describe('the property and booking settings every first load reads', () => {
  it("read every demo hotel's answers", () => {
    expect(answers).toHaveLength(4);
    for (const { code, property, config } of answers) {
      expect(checkProperty(property), code).toBeNull();
      expect(checkBookingConfig(config), code).toBeNull();
    }
  });

  it('say the first field the app could not read, and what it should be', () => {
    expect(checkProperty(null)).toBe('the property: an object');
    expect(checkProperty([seaview])).toBe('the property: an object');
    expect(checkProperty({ ...seaview, PropertyId: '1' })).toBe('PropertyId: an integer');
    expect(checkProperty({ ...seaview, PropertyId: 1.5 })).toBe('PropertyId: an integer');
    expect(checkProperty({ ...seaview, PropertyCode: '' })).toBe('PropertyCode: text');
    expect(checkProperty({ PropertyId: 1, PropertyCode: 'X' })).toBe('PropertyName: text');
    expect(checkProperty({ ...seaview, Currency: 'EURO' })).toBe('Currency: a three-letter code');
    expect(checkProperty({ ...seaview, Theme: { Primary: 12 } })).toBe('Theme: a Theme or null');
    expect(checkBookingConfig({ PropertyId: 1, MaxNumberOfRoomsOnBooking: 2.5 })).toBe(
      'MaxNumberOfRoomsOnBooking: an integer or null',
    );
    expect(checkBookingConfig('settings')).toBe('the booking settings: an object');
  });

  it('let through what the app does not read, and what it may be without', () => {
    expect(checkProperty({ ...seaview, Theme: null, Unknown: { any: 'thing' } })).toBeNull();
    expect(checkProperty({ ...seaview, Theme: undefined })).toBeNull();
    expect(checkTheme({ Primary: '#0b4f6c', Accent: null, Extra: 3 })).toBeNull();
    expect(checkTheme({ Primary: ['#0b4f6c'] })).toBe('Primary: text or null');
    expect(checkBookingConfig({ PropertyId: 4, MaxNumberOfRoomsOnBooking: null })).toBeNull();
    expect(checkBookingConfig({ PropertyId: 4 })).toBeNull();
  });
});
