import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectCardType, luhnValid } from '@/domain/cards';
import { isPhoneValid } from '@/domain/validation';

/** Appends the Luhn check digit (test-side reference implementation). */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) {
    const candidate = body + d;
    let sum = 0;
    [...candidate].reverse().forEach((c, i) => {
      let v = Number(c);
      if (i % 2 === 1) v = v * 2 > 9 ? v * 2 - 9 : v * 2;
      sum += v;
    });
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
}

const bodyArb = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 18 });

describe('card properties', () => {
  it('a number with its check digit passes Luhn; changing any one digit fails it', () => {
    fc.assert(
      fc.property(bodyArb, fc.nat(), fc.integer({ min: 1, max: 9 }), (body, pos, delta) => {
        const valid = withCheckDigit(body);
        expect(luhnValid(valid)).toBe(true);
        const i = pos % valid.length;
        const changed = valid.slice(0, i) + ((Number(valid[i]) + delta) % 10) + valid.slice(i + 1);
        expect(luhnValid(changed)).toBe(false);
      }),
    );
  });

  it('spaces and dashes never change the detected type or the Luhn result', () => {
    fc.assert(
      fc.property(bodyArb, fc.constantFrom(' ', '-'), (body, sep) => {
        const spaced = body.replace(/(\d{4})(?=\d)/g, `$1${sep}`);
        expect(detectCardType(spaced)).toBe(detectCardType(body));
        expect(luhnValid(spaced)).toBe(luhnValid(body));
      }),
    );
  });

  it('phone numbers: + followed by k digits is valid exactly when 7 <= k <= 15', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 }),
        fc.constantFrom('+', '00'),
        (digits, prefix) => {
          expect(isPhoneValid(prefix + digits)).toBe(digits.length >= 7 && digits.length <= 15);
        },
      ),
    );
  });
});
