import { Suspense, lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Icon, ICON_NAMES, PaymentIcon } from '@/ui/components/icon';
import { ShellIcon } from '@/ui/components/icon/ShellIcon';
import { SHELL_ICON_NAMES } from '@/ui/components/icon/shell-paths';
import { Loader } from '@/ui/components/loader';
import { PROGRESS_FINISH_MS, ProgressBar } from '@/ui/components/progress-bar';
import { SkeletonGrid } from '@/ui/components/skeleton';
import { Tooltip } from '@/ui/components/tooltip';
import { LOADER_LOOP_S, OTHER_ICONS, PAYMENT_METHOD_ICONS } from '@/ui/theme';
import { clockWrapper, ControlledClock } from '../../support/controlled-clock';

describe('Icon and PaymentIcon', () => {
  it('draws every icon of spec §9 (spaced names accepted) and the interface glyphs', () => {
    for (const name of OTHER_ICONS) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('data-icon')).toBe(name.replace(/ /g, '-'));
      expect(svg.childElementCount).toBeGreaterThan(0);
      unmount();
    }
    for (const name of ['search', 'close', 'menu', 'chevron-left', 'chevron-right', 'eye', 'eye-off', 'favorite-filled'] as const) {
      expect(ICON_NAMES).toContain(name);
    }
  });

  it('is decorative by default and an image with a name when labelled', () => {
    const { container } = render(
      <>
        <Icon name="cart" />
        <Icon name="search" label="Search" size="xlarge" />
      </>,
    );
    expect(container.querySelector('[data-icon="cart"]')?.getAttribute('aria-hidden')).toBe('true');
    const labelled = screen.getByRole('img', { name: 'Search' });
    expect(labelled.getAttribute('class')).toMatch(/xlarge/);
  });

  it("the header's ShellIcon draws each of its icons exactly as Icon does", () => {
    for (const name of SHELL_ICON_NAMES) {
      const shell = render(<ShellIcon name={name} label={name} size="small" />);
      const drawn = shell.container.innerHTML;
      shell.unmount();
      const icon = render(<Icon name={name} label={name} size="small" />);
      expect(drawn).toBe(icon.container.innerHTML);
      expect(drawn).toContain(`data-icon="${name}"`);
      icon.unmount();
    }
  });

  it('draws every payment method with its name', () => {
    for (const method of PAYMENT_METHOD_ICONS) {
      const { unmount } = render(<PaymentIcon method={method} label />);
      expect(screen.getByRole('img').getAttribute('data-payment')).toBe(method);
      expect(screen.getByRole('img').getAttribute('aria-label')).toBeTruthy();
      unmount();
    }
    render(<PaymentIcon method="visa" />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('Loader, Skeleton and ProgressBar', () => {
  it('the loader is a status with a hidden label and the spec loop length', () => {
    render(<Loader label="Loading products" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading products');
    expect(status.style.getPropertyValue('--loader-loop')).toBe(`${LOADER_LOOP_S}s`);
  });

  it('the skeleton grid is busy with one card per count', () => {
    const { container } = render(<SkeletonGrid count={6} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('[aria-hidden="true"] > [aria-hidden="true"]').length).toBeGreaterThanOrEqual(6);
  });

  it('the progress bar shows while active and leaves after finishing', () => {
    const clock = new ControlledClock();
    clock.freeze();
    const { rerender } = render(<ProgressBar active={false} />, { wrapper: clockWrapper(clock) });
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<ProgressBar active />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-busy')).toBe('true');
    rerender(<ProgressBar active={false} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-busy')).toBe('false');
    act(() => clock.advance(PROGRESS_FINISH_MS - 1));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => clock.advance(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('Tooltip', () => {
  it('shows on hover and focus, describes its trigger and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Free returns within 30 days">
        <button type="button">Returns</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Returns' });
    const tip = screen.getByText('Free returns within 30 days');
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.hidden).toBe(true);
    await user.hover(trigger);
    expect(tip.hidden).toBe(false);
    await user.unhover(trigger);
    expect(tip.hidden).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    expect(tip.hidden).toBe(false);
    expect(tip.style.fontSize).toBe('12px');
    await user.keyboard('{Escape}');
    expect(tip.hidden).toBe(true);
  });
});

describe('ProductCarousel', () => {
  it('loads lazily and shows at most two slides', async () => {
    const ProductCarousel = lazy(() => import('@/ui/components/product-carousel'));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <ProductCarousel label="Linen dress">
            <img src="/1.jpg" alt="One" />
            <img src="/2.jpg" alt="Two" />
            <img src="/3.jpg" alt="Three" />
          </ProductCarousel>
        </Suspense>,
      );
    });
    expect(await screen.findByRole('group', { name: 'Linen dress' })).toBeTruthy();
    expect(screen.queryByAltText('Three')).toBeNull();
    expect(screen.getAllByAltText('One').length).toBeGreaterThan(0);
    expect(screen.getAllByAltText('Two').length).toBeGreaterThan(0);
    fireEvent.resize(window);
  });
});
