export * from './errors';
export * from './models';
export * from './ports';
export * from './token';
