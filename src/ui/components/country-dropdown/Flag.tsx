import { type CSSProperties } from 'react';
import { FLAG_SPRITE_COLUMNS, FLAG_SPRITE_INDEX, FLAG_SPRITE_ROWS, FLAG_SPRITE_URL } from './flag-sprite-index';
import styles from './country-dropdown.module.less';
import { FLAG_CELL_HEIGHT_PX, FLAG_CELL_WIDTH_PX, FLAG_SCALES, type FlagSize } from '../../theme';

/** Props of Flag. */
export interface FlagProps {
  /** ISO 3166-1 alpha-2 code. */
  readonly code: string;
  /** small 0.4, medium 0.6, large 0.8 of a 42 × 30 cell (spec §9). */
  readonly size?: FlagSize;
  readonly className?: string;
}

/** Background placement of a code's flag in the sprite at a scale (exported for tests). */
export function flagStyle(code: string, size: FlagSize): CSSProperties {
  const scale = FLAG_SCALES[size];
  const cellW = FLAG_CELL_WIDTH_PX * scale;
  const cellH = FLAG_CELL_HEIGHT_PX * scale;
  const index = FLAG_SPRITE_INDEX[code.toUpperCase()];
  const base: CSSProperties = { width: `${cellW}px`, height: `${cellH}px` };
  if (index === undefined) return base;
  const col = index % FLAG_SPRITE_COLUMNS;
  const row = Math.floor(index / FLAG_SPRITE_COLUMNS);
  return {
    ...base,
    backgroundImage: `url("${FLAG_SPRITE_URL}")`,
    backgroundSize: `${FLAG_SPRITE_COLUMNS * cellW}px ${FLAG_SPRITE_ROWS * cellH}px`,
    backgroundPosition: `${-col * cellW}px ${-row * cellH}px`,
  };
}

/** A country's flag from the one sprite on the media path (decorative: the name is always shown beside it). */
export function Flag({ code, size = 'medium', className }: FlagProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.flag, className].filter(Boolean).join(' ')}
      style={flagStyle(code, size)}
      data-flag={code.toUpperCase()}
    />
  );
}
