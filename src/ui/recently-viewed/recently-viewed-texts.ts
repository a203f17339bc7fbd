/** Texts of the recently viewed row. */
export const RECENTLY_VIEWED_TEXTS = {
  title: 'Recently viewed',
  clear: 'Clear',
  clearLabel: 'Clear recently viewed products',
} as const;
