export * from './auth-forms';
export * from './coupon-form';
export * from './domain-rule';
export * from './newsletter-form';
export * from './password-forms';
