export * from './auth-forms';
export * from './domain-rule';
export * from './newsletter-form';
export * from './password-forms';
