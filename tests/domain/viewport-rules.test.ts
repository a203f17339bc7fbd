import { describe, expect, it } from 'vitest';
import { isDialogFullscreen, isSmallScreen, opensCartDrawer } from '@/domain/viewport-rules';

describe('viewport rules (spec §2, §9: cart 768px, small screen 768px, dialog fullscreen 640px)', () => {
  it('spec §2: the cart drawer opens only on viewports wider than 768px', () => {
    expect(opensCartDrawer(769)).toBe(true);
    expect(opensCartDrawer(768)).toBe(false);
    expect(opensCartDrawer(375)).toBe(false);
  });

  it('spec §9: small screens are up to 768px', () => {
    expect(isSmallScreen(768)).toBe(true);
    expect(isSmallScreen(769)).toBe(false);
  });

  it('spec §2: dialogs are fullscreen on screens up to 640px', () => {
    expect(isDialogFullscreen(640)).toBe(true);
    expect(isDialogFullscreen(641)).toBe(false);
  });
});
