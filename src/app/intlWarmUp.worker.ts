/**
 * Runs the browser's first number, date, plural and list formatting in the locale it is given, off
 * the page's thread, then ends (see ./intlWarmUp.ts for why).
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage: (message: string) => void;
  close: () => void;
};

scope.onmessage = (event) => {
  const locale = event.data;
  new Intl.NumberFormat(locale).format(1234.5);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP' }).format(1234.5);
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(0);
  new Intl.PluralRules(locale).select(2);
  new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(['1', '2']);
  scope.postMessage(locale);
  scope.close();
};
