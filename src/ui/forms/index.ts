export * from './use-domain-form';
