/**
 * The step kit: the steps a guest goes through to build a stay (room and rate, upgrade, guests,
 * extras) and the basket, as presentational components. Each takes a view model (typed in
 * src/domain/stepViews, filled by a flow's selectors) and callbacks; none knows a machine or the
 * API, so booking, manage booking and pre check-in share them.
 */
export { RoomRateStep, type RoomRateStepProps } from './RoomRateStep';
export { UpgradeStep, type UpgradeStepProps } from './UpgradeStep';
export { GuestsStep, type GuestsStepProps } from './GuestsStep';
export { ExtrasStep, type ExtrasStepProps } from './ExtrasStep';
export { BasketSummary, type BasketSummaryProps } from './BasketSummary';
export type * from '@/domain/stepViews';
