import { describe, expect, it } from 'vitest';
import * as motion from '@/ui/theme/motion';
import * as sizes from '@/ui/theme/sizes';

describe('presentation sizes and durations (spec §2, §9)', () => {
  it('spec §9: drawers are menu 32rem, default 30rem, search 50rem, reset 32rem', () => {
    expect(sizes.DRAWER_WIDTHS).toEqual({ menu: '32rem', default: '30rem', search: '50rem', reset: '32rem' });
  });

  it('spec §9: tooltip font size 12; at most 2 carousel images', () => {
    expect(sizes.TOOLTIP_FONT_SIZE_PX).toBe(12);
    expect(sizes.MAX_CAROUSEL_IMAGES).toBe(2);
  });

  it('spec §9: flags scale 0.4, 0.6, 0.8 in cells of 42 by 30 px', () => {
    expect(sizes.FLAG_SCALES).toEqual({ small: 0.4, medium: 0.6, large: 0.8 });
    expect([sizes.FLAG_CELL_WIDTH_PX, sizes.FLAG_CELL_HEIGHT_PX]).toEqual([42, 30]);
  });

  it('spec §9: drawer transitions 0.25 s, toast slide 0.3 s, loader loop 2.3 s', () => {
    expect(motion.DRAWER_TRANSITION_S).toBe(0.25);
    expect(motion.TOAST_SLIDE_S).toBe(0.3);
    expect(motion.LOADER_LOOP_S).toBe(2.3);
  });
});
