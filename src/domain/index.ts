/** Public API of the domain rules (pure TypeScript, no React/XState/fetch). */
export * from './money';
export * from './occupancy';
export * from './pricing';
export * from './availability';
export * from './dates';
export * from './validation';
export * from './cards';
export * from './payment';
export * from './manage';
export * from './restaurant';
export * from './presentation';
export * from './precheckin';
export * from './words';
