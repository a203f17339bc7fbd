import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageViewer, SWIPE_THRESHOLD_PX } from '@/ui/components/image-viewer';

const IMAGES = [
  { src: '/a.jpg', alt: 'Front' },
  { src: '/b.jpg', alt: 'Back' },
  { src: '/c.jpg', alt: 'Detail' },
];

function Harness({ onClose = () => {}, initialIndex = 0 }: { onClose?: () => void; initialIndex?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View
      </button>
      <ImageViewer
        open={open}
        images={IMAGES}
        initialIndex={initialIndex}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const shown = () => screen.getByRole('img').getAttribute('alt');
const counter = () => screen.getByText(/\d+ \/ \d+/).textContent;

describe('ImageViewer', () => {
  it('opens full screen as a modal dialog showing "n / total"', async () => {
    const user = userEvent.setup();
    render(<Harness initialIndex={1} />);
    await user.click(screen.getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(shown()).toBe('Back');
    expect(counter()).toBe('2 / 3');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('goes to the next and previous image with its buttons, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'View' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe('Back');
    expect(counter()).toBe('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown()).toBe('Detail');
    expect(counter()).toBe('3 / 3');
  });

  it('answers ArrowRight, ArrowLeft and Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'View' });
    await user.click(opener);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toBe('Detail');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe('Back');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'View' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('traps focus among its controls', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'View' }));
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next image' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('swipes: a long horizontal drag changes the image, a short one does not', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'View' }));
    const stage = screen.getByTestId('viewer-stage');
    fireEvent.pointerDown(stage, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 200 - (SWIPE_THRESHOLD_PX - 10), clientY: 100 });
    expect(shown()).toBe('Front');
    fireEvent.pointerDown(stage, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 200 - (SWIPE_THRESHOLD_PX + 10), clientY: 100 });
    expect(shown()).toBe('Back');
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 100 + SWIPE_THRESHOLD_PX + 10, clientY: 100 });
    expect(shown()).toBe('Front');
  });
});

describe('ImageViewer with an imported photograph', () => {
  it('offers its AVIF and WebP widths at the full width of the screen', () => {
    const photo = '/media/photos/0123456789abcdef01234567/1600.webp';
    render(<ImageViewer open images={[{ src: photo, alt: 'Front' }]} onClose={() => {}} />);
    const image = screen.getByRole('img', { name: 'Front' });
    expect(image.getAttribute('sizes')).toBe('100vw');
    expect(image.getAttribute('srcset')).toContain('/media/photos/0123456789abcdef01234567/640.webp 640w');
    const source = image.parentElement?.querySelector('source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toContain('/media/photos/0123456789abcdef01234567/640.avif 640w');
  });
});
