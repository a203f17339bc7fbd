import { describe, expect, it } from 'vitest';
import * as layout from '@/domain/layout';

describe('breakpoints, widths and sizes (spec §2, §9)', () => {
  it('spec §9: breakpoints are cart 768px, small screen 768px, dialog fullscreen 640px', () => {
    expect(layout.CART_DRAWER_MIN_WIDTH_PX).toBe(768);
    expect(layout.SMALL_SCREEN_PX).toBe(768);
    expect(layout.DIALOG_FULLSCREEN_MAX_PX).toBe(640);
  });

  it('spec §9: drawers are menu 32rem, default 30rem, search 50rem, reset 32rem on four sides', () => {
    expect(layout.DRAWER_WIDTHS).toEqual({ menu: '32rem', default: '30rem', search: '50rem', reset: '32rem' });
    expect(layout.DRAWER_SIDES).toEqual(['left', 'right', 'top', 'bottom']);
  });

  it('spec §9: dialogs are 500px by default and 400px for the newsletter', () => {
    expect(layout.DIALOG_WIDTH_PX).toBe(500);
    expect(layout.NEWSLETTER_DIALOG_WIDTH_PX).toBe(400);
  });

  it('spec §9: toasts are 20rem wide from 1408px', () => {
    expect(layout.TOAST_WIDTH_WIDE).toBe('20rem');
    expect(layout.TOAST_WIDE_FROM_PX).toBe(1408);
  });

  it('spec §9: tooltips are at most 280px, 480px from 768px, font size 12', () => {
    expect(layout.TOOLTIP_MAX_WIDTH_PX).toBe(280);
    expect(layout.TOOLTIP_MAX_WIDTH_WIDE_PX).toBe(480);
    expect(layout.TOOLTIP_WIDE_FROM_PX).toBe(768);
    expect(layout.TOOLTIP_FONT_SIZE_PX).toBe(12);
  });

  it('spec §9: at most 2 carousel images; range slider 0 to 100 with 2 significant figures', () => {
    expect(layout.MAX_CAROUSEL_IMAGES).toBe(2);
    expect(layout.RANGE_SLIDER_DEFAULTS).toEqual({ min: 0, max: 100, significantFigures: 2 });
  });

  it('spec §9: flags scale 0.4, 0.6, 0.8 in cells of 42 by 30 px', () => {
    expect(layout.FLAG_SCALES).toEqual({ small: 0.4, medium: 0.6, large: 0.8 });
    expect(layout.FLAG_CELL).toEqual([42, 30]);
    expect([layout.FLAG_CELL_WIDTH_PX, layout.FLAG_CELL_HEIGHT_PX]).toEqual([42, 30]);
  });
});
