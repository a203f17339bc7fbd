// The interface's theme in code: presentation sizes, durations and named variants (spec §2, §9).
export * from './motion';
export * from './sizes';
export * from './variants';
