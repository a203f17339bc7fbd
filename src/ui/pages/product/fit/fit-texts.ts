// Texts of the product page's size guide, "find my size" and reviews.

export const SIZE_GUIDE_LABEL = 'Size guide';
export const SIZE_GUIDE_TITLE = 'Size guide';
export const FIND_MY_SIZE_TITLE = 'Find my size';
export const FIND_MY_SIZE_INTRO = 'Enter your height and the measurements you know.';
export const FIND_MY_SIZE_BUTTON = 'Find my size';
export const SIZE_CHART_TITLE = 'Size chart';
export const HOW_TO_MEASURE_TITLE = 'How to measure';
export const UNIT_LEGEND = 'Units';
export const UNIT_LABELS = { cm: 'cm', in: 'inches' } as const;
export const SIZE_COLUMN = 'Size';
export const ONE_SIZE_NOTE = 'One size fits all: no measurements needed.';

/** "Model is 175 cm (5 ft 9 in) and wears S". */
export function modelLine(heightCm: number, size: string, unit: 'cm' | 'in'): string {
  if (unit === 'cm') return `Model is ${heightCm} cm and wears ${size}`;
  const inches = Math.round(heightCm / 2.54);
  return `Model is ${Math.floor(inches / 12)} ft ${inches % 12} in and wears ${size}`;
}

/** The answer of "find my size". */
export function recommendedLine(size: string): string {
  return `Your size: ${size}`;
}

/** What happened to the size picker after "find my size". */
export function chosenLine(size: string, inStock: boolean): string {
  return inStock ? `${size} is now chosen.` : `${size} is sold out in this colour.`;
}
