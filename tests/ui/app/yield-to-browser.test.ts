import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '@/ui/app/yield-to-browser';

// A tap's heavier work waits for the paint of its feedback (issue 36, interaction to next paint).

describe('afterNextPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('resolves only after the next animation frame, in a task of its own', async () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => ((frame = callback), 1));
    let painted = false;
    const waiting = afterNextPaint().then(() => (painted = true));
    await new Promise((done) => setTimeout(done, 10));
    expect(painted).toBe(false);
    frame!(performance.now());
    expect(painted).toBe(false);
    await waiting;
    expect(painted).toBe(true);
  });

  it('waits for no frame on a hidden page, which paints none', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await afterNextPaint();
    expect(frames).not.toHaveBeenCalled();
  });
});
