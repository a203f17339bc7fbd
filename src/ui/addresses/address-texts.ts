/** Texts of the address form and address cards (our wording: the spec does not show them). */
export const ADDRESS_FORM_TEXTS = {
  formLabel: 'Address',
  save: 'Save address',
  saving: 'Saving the address',
  cancel: 'Cancel',
  failed: 'The address could not be saved. Please try again in a moment.',
} as const;
