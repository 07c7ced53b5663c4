/**
 * Which of the app's modules the bundler may leave out of a page when nothing of them is used there
 * (vite.config: `treeshake.moduleSideEffects`). By default it keeps every module a page's imports
 * reach whose top level might do something (a call, even a pure one such as a message catalogue's
 * `catalogue(...)`), and with it the modules it imports: the rooms-and-rates page loaded the whole
 * step kit (the Checkout's booker, card, voucher and account steps, the Checkout's texts) because it
 * imports its room steps from the kit's index.
 *
 * The layers named here do nothing when imported: rules (src/domain), presentational components
 * (src/ui), texts (src/i18n) and machines define things and export them. tests/unit/architecture/
 * side-effects.test.ts holds them to it (no statement at a module's top level but declarations).
 * The one module there that does something on import, src/domain/dates.ts (it extends dayjs for
 * every formatter), is not named. Pages (src/features) and the app (src/app) keep the default: a
 * page's module may register itself (src/features/booking/BookingProvider.tsx does).
 */
const LAYERS = /\/(src\/(ui|domain|i18n)|machines)\/[^?]+\.tsx?$/;
const DOES_SOMETHING = /\/src\/domain\/dates\.ts$/;

/** Whether a module (a bundler's id: an absolute path) does nothing when imported. */
export function isSideEffectFree(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  return LAYERS.test(path) && !DOES_SOMETHING.test(path);
}
