import { ApiError } from '@/api/errors';
import type { AccountUser } from '@/api/queries';

export const user: AccountUser = {
  Firstname: 'Alex',
  Lastname: 'Morgan',
  Telephone: '+447700900123',
  EmailAddress: 'demo@example.com',
  ReceiveBrandOffers: false,
  CanChoosePaymentMethod: true,
  CreditCards: [
    {
      CreditCardId: 55,
      CreditCardName: 'Visa ending 1111',
      CardTypeId: 1,
      LastFourDigits: '1111',
      ExpiryMonth: 12,
      ExpiryYear: 2030,
    },
  ],
};

export function httpError(
  status: number,
  body?: { Message?: string; ModelState?: Record<string, string[]> },
  message?: string,
): ApiError {
  const fromBody = body?.ModelState ? Object.values(body.ModelState).flat().join(' ') : body?.Message;
  return new ApiError({
    message: message ?? fromBody ?? 'Action failed',
    status,
    code: `http_${status}`,
    url: '/api/Account',
    method: 'POST',
    body,
  });
}

export const networkError = new ApiError({
  message: 'We could not reach the server. Please check your connection and try again.',
  status: 0,
  code: 'network',
  url: '/api/Account',
  method: 'POST',
});
