import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/ui/persistence';
import { USER_DATA_KEY_PREFIX } from '@/ui/session';

describe('keys of what flows keep for the tab', () => {
  it('a table booking and a registration in progress are user data: logout removes them', () => {
    expect(storageKeys.restaurant('seaview')).toBe(`${USER_DATA_KEY_PREFIX}restaurant:SEAVIEW`);
    expect(storageKeys.register('seaview')).toBe(`${USER_DATA_KEY_PREFIX}register:SEAVIEW`);
  });
});
