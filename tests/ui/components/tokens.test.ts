import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SMALL_SCREEN_PX } from '@/domain';
import { DRAWER_TRANSITION_S, DRAWER_WIDTHS, FLAG_CELL_HEIGHT_PX, FLAG_CELL_WIDTH_PX, LOADER_LOOP_S, TOAST_SLIDE_S, TOOLTIP_FONT_SIZE_PX } from '@/ui/theme';

// Vitest runs from the repository root (its config's folder).
const tokens = readFileSync(resolve(process.cwd(), 'src/ui/styles/tokens.less'), 'utf8');

/** The value of a less variable in tokens.less. */
function token(name: string): string {
  const match = new RegExp(`^@${name}:\\s*([^;]+);`, 'm').exec(tokens);
  if (!match?.[1]) throw new Error(`@${name} is missing from tokens.less`);
  return match[1].trim();
}

describe('tokens.less mirrors the spec and the theme constants', () => {
  it('drawer widths match DRAWER_WIDTHS', () => {
    expect(token('drawer-width-menu')).toBe(DRAWER_WIDTHS.menu);
    expect(token('drawer-width-default')).toBe(DRAWER_WIDTHS.default);
    expect(token('drawer-width-search')).toBe(DRAWER_WIDTHS.search);
    expect(token('drawer-width-reset')).toBe(DRAWER_WIDTHS.reset);
  });

  it('dialog widths and breakpoints match the layout constants', () => {
    // Spec §2, §9: dialogs are 500px by default, 400px for the newsletter, fullscreen up to 640px.
    expect(token('dialog-width')).toBe('500px');
    expect(token('dialog-width-newsletter')).toBe('400px');
    expect(token('dialog-fullscreen-max')).toBe('640px');
    expect(token('small-screen-max')).toBe(`${SMALL_SCREEN_PX}px`);
    expect(token('bp-sm')).toBe('641px');
    expect(token('bp-md')).toBe(`${SMALL_SCREEN_PX + 1}px`);
  });

  it('toast, tooltip and flag sizes match', () => {
    // Spec §9: toasts are 20rem wide from 1408px; tooltips at most 280px, 480px from 768px.
    expect(token('toast-wide-from')).toBe('1408px');
    expect(token('bp-xl')).toBe('1408px');
    expect(token('toast-width-wide')).toBe('20rem');
    expect(token('tooltip-max-width')).toBe('280px');
    expect(token('tooltip-max-width-wide')).toBe('480px');
    expect(token('tooltip-wide-from')).toBe('768px');
    expect(token('tooltip-font-size')).toBe(`${TOOLTIP_FONT_SIZE_PX}px`);
    expect(token('flag-cell-width')).toBe(`${FLAG_CELL_WIDTH_PX}px`);
    expect(token('flag-cell-height')).toBe(`${FLAG_CELL_HEIGHT_PX}px`);
  });

  it('transition timings match the theme', () => {
    expect(token('drawer-transition')).toBe(`${DRAWER_TRANSITION_S}s`);
    expect(token('toast-slide')).toBe(`${TOAST_SLIDE_S}s`);
    expect(token('loader-loop')).toBe(`${LOADER_LOOP_S}s`);
  });
});
