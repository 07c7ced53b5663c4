/**
 * The mock's one handler for every operation (mocks/http.ts, operationsHandler): a request goes to
 * the operation whose method and contract path it has, with its path parameters decoded; anything
 * else is not the mock's to answer (the next handler, or the network, gets it).
 */
import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { defineOperation, operationsHandler, utf8Length } from '@mocks/http';

const handler = operationsHandler([
  defineOperation('getProperty', ({ params, ok }) => ok({ PropertyCode: params.propertyCode } as never)),
  defineOperation('getBookingConfig', ({ params, ok }) => ok({ Code: params.propertyCode } as never)),
  defineOperation('getPropertyGroup', ({ params, ok }) => ok({ Name: `Café ${params.propertyCode} £5 €` } as never)),
]);

async function answer(method: string, url: string) {
  const response = await getResponse([handler], new Request(url, { method }));
  return response ? { status: response.status, body: await response.json() } : undefined;
}

describe('operationsHandler', () => {
  it('gives a request to the operation with its method and path, its parameters decoded', async () => {
    expect(await answer('GET', 'http://localhost/api/Property/SEA%20VIEW')).toEqual({
      status: 200,
      body: { PropertyCode: 'SEA VIEW' },
    });
    expect(await answer('GET', 'http://localhost/api/Book/Config/CITYLOFT?x=1')).toEqual({
      status: 200,
      body: { Code: 'CITYLOFT' },
    });
  });

  it('leaves other methods, paths and longer paths alone', async () => {
    expect(await answer('POST', 'http://localhost/api/Property/SEAVIEW')).toBeUndefined();
    expect(await answer('GET', 'http://localhost/api/Property/SEAVIEW/Rooms')).toBeUndefined();
    expect(await answer('GET', 'http://localhost/assets/index.js')).toBeUndefined();
  });

  it('says its answer as JSON with the length of its bytes (characters beyond ASCII take two or three)', async () => {
    const ascii = await getResponse([handler], new Request('http://localhost/api/Property/SEAVIEW'));
    expect(ascii?.headers.get('Content-Type')).toBe('application/json');
    // {"PropertyCode":"SEAVIEW"}: 26 characters, one byte each
    expect(ascii?.headers.get('Content-Length')).toBe('26');
    const accented = await getResponse([handler], new Request('http://localhost/api/PropertyGroup/SEA'));
    // {"Name":"Café SEA £5 €"}: 24 characters; é and £ two bytes each, € three
    expect(accented?.headers.get('Content-Length')).toBe('28');
    expect(new Uint8Array(await accented!.arrayBuffer())).toHaveLength(28);
  });
});

describe('utf8Length', () => {
  it('counts the bytes of a text in UTF-8', () => {
    expect(utf8Length('')).toBe(0);
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('£5')).toBe(3);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('a😀')).toBe(5);
  });
});
