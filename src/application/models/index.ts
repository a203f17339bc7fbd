export * from './account';
export * from './catalogue';
export * from './content';
export * from './fit';
