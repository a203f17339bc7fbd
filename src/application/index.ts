export * from './errors';
export * from './models';
export * from './ports';
export * from './result';
export * from './services';
export * from './stores';
export * from './token';
export * from './use-cases';
