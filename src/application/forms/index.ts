export * from './address-form';
export * from './auth-forms';
export * from './contact-form';
export * from './coupon-form';
export * from './domain-rule';
export * from './newsletter-form';
export * from './password-forms';
export * from './profile-forms';
