import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DIALOG_FULLSCREEN_MAX_PX,
  DIALOG_WIDTH_PX,
  DRAWER_TRANSITION_S,
  DRAWER_WIDTHS,
  FLAG_CELL_HEIGHT_PX,
  FLAG_CELL_WIDTH_PX,
  LOADER_LOOP_S,
  NEWSLETTER_DIALOG_WIDTH_PX,
  SMALL_SCREEN_PX,
  TOAST_SLIDE_S,
  TOAST_WIDE_FROM_PX,
  TOAST_WIDTH_WIDE,
  TOOLTIP_FONT_SIZE_PX,
  TOOLTIP_MAX_WIDTH_PX,
  TOOLTIP_MAX_WIDTH_WIDE_PX,
  TOOLTIP_WIDE_FROM_PX,
} from '@/domain';

// Vitest runs from the repository root (its config's folder).
const tokens = readFileSync(resolve(process.cwd(), 'src/ui/styles/tokens.less'), 'utf8');

/** The value of a less variable in tokens.less. */
function token(name: string): string {
  const match = new RegExp(`^@${name}:\\s*([^;]+);`, 'm').exec(tokens);
  if (!match?.[1]) throw new Error(`@${name} is missing from tokens.less`);
  return match[1].trim();
}

describe('tokens.less mirrors the domain constants', () => {
  it('drawer widths match DRAWER_WIDTHS', () => {
    expect(token('drawer-width-menu')).toBe(DRAWER_WIDTHS.menu);
    expect(token('drawer-width-default')).toBe(DRAWER_WIDTHS.default);
    expect(token('drawer-width-search')).toBe(DRAWER_WIDTHS.search);
    expect(token('drawer-width-reset')).toBe(DRAWER_WIDTHS.reset);
  });

  it('dialog widths and breakpoints match the layout constants', () => {
    expect(token('dialog-width')).toBe(`${DIALOG_WIDTH_PX}px`);
    expect(token('dialog-width-newsletter')).toBe(`${NEWSLETTER_DIALOG_WIDTH_PX}px`);
    expect(token('dialog-fullscreen-max')).toBe(`${DIALOG_FULLSCREEN_MAX_PX}px`);
    expect(token('small-screen-max')).toBe(`${SMALL_SCREEN_PX}px`);
    expect(token('bp-sm')).toBe(`${DIALOG_FULLSCREEN_MAX_PX + 1}px`);
    expect(token('bp-md')).toBe(`${SMALL_SCREEN_PX + 1}px`);
  });

  it('toast, tooltip and flag sizes match', () => {
    expect(token('toast-wide-from')).toBe(`${TOAST_WIDE_FROM_PX}px`);
    expect(token('bp-xl')).toBe(`${TOAST_WIDE_FROM_PX}px`);
    expect(token('toast-width-wide')).toBe(TOAST_WIDTH_WIDE);
    expect(token('tooltip-max-width')).toBe(`${TOOLTIP_MAX_WIDTH_PX}px`);
    expect(token('tooltip-max-width-wide')).toBe(`${TOOLTIP_MAX_WIDTH_WIDE_PX}px`);
    expect(token('tooltip-wide-from')).toBe(`${TOOLTIP_WIDE_FROM_PX}px`);
    expect(token('tooltip-font-size')).toBe(`${TOOLTIP_FONT_SIZE_PX}px`);
    expect(token('flag-cell-width')).toBe(`${FLAG_CELL_WIDTH_PX}px`);
    expect(token('flag-cell-height')).toBe(`${FLAG_CELL_HEIGHT_PX}px`);
  });

  it('transition timings match timings.ts', () => {
    expect(token('drawer-transition')).toBe(`${DRAWER_TRANSITION_S}s`);
    expect(token('toast-slide')).toBe(`${TOAST_SLIDE_S}s`);
    expect(token('loader-loop')).toBe(`${LOADER_LOOP_S}s`);
  });
});
