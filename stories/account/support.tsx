import { delay, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { handlers } from '@mocks/handlers';
import { DEMO } from '@mocks/db/demo';

/** The whole app (router, layout, session) at one address, against the mock backend. */
export { AppAt } from '../support';

/** The mock backend with some answers replaced (the first matching handler wins). */
export function withHandlers(...overrides: RequestHandler[]) {
  return { msw: { handlers: [...overrides, ...handlers] } };
}

/** A call that never answers: the screen stays in its submitting state. */
export const pending = (method: 'get' | 'post', path: string) =>
  http[method](`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A call that fails with an error body. */
export const failing = (
  method: 'get' | 'post',
  path: string,
  status: number,
  body: { Message: string; ModelState?: Record<string, string[]> },
) => http[method](`*${path}`, () => HttpResponse.json(body, { status }));

export const ok = (method: 'get' | 'post', path: string, body: JsonBodyType) =>
  http[method](`*${path}`, () => HttpResponse.json(body));

export const demoUser = {
  Firstname: DEMO.account.firstname,
  Lastname: DEMO.account.lastname,
  Telephone: '+447700900123',
  EmailAddress: DEMO.account.email,
  ReceiveBrandOffers: false,
  CanChoosePaymentMethod: true,
  CreditCards: [],
};

export { DEMO };
