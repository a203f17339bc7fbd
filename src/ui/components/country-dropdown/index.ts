export { CountryDropdown, type CountryDropdownProps } from './CountryDropdown';
export { Flag, flagStyle, type FlagProps } from './Flag';
export { FLAG_SPRITE_COLUMNS, FLAG_SPRITE_INDEX, FLAG_SPRITE_ROWS } from './flag-sprite-index';
