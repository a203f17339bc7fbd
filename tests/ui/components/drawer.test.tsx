import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Drawer, type DrawerProps } from '@/ui/components/drawer';
import { Dialog } from '@/ui/components/dialog';
import { scrollLockCount } from '@/ui/components/overlay';
import { DRAWER_WIDTHS } from '@/ui/theme';

function Harness(props: Partial<DrawerProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Drawer
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClosed?.();
        }}
        title="Sign in"
        {...props}
      >
        <input aria-label="Email" />
        <a href="/faq">Help</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a labelled modal dialog with focus moved inside on open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The first focusable element (the close button in the header) has focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('traps Tab and Shift+Tab inside the drawer', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const help = screen.getByRole('link', { name: 'Help' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(email);
    await user.tab();
    expect(document.activeElement).toBe(help);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(help);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on a backdrop click and on the Close button', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    render(<Harness onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(onClosed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClosed).toHaveBeenCalledTimes(2);
  });

  it('locks page scroll while open and unlocks it on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(document.body.style.overflow).toBe('');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    expect(scrollLockCount()).toBe(1);
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
    expect(scrollLockCount()).toBe(0);
  });

  it('keeps the lock while a nested dialog closes, and Escape closes only the top overlay', async () => {
    const user = userEvent.setup();
    const closeDrawer = vi.fn();
    function Nested() {
      const [dialog, setDialog] = useState(false);
      return (
        <Drawer open onClose={closeDrawer} title="Menu">
          <button type="button" onClick={() => setDialog(true)}>
            Newsletter
          </button>
          <Dialog open={dialog} onClose={() => setDialog(false)} title="Receive our newsletter">
            <p>Form</p>
          </Dialog>
        </Drawer>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Newsletter' }));
    expect(scrollLockCount()).toBe(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Receive our newsletter' })).toBeNull());
    expect(closeDrawer).not.toHaveBeenCalled();
    expect(scrollLockCount()).toBe(1);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Newsletter' }));
  });

  it('takes the width class of its spec width and the side it slides from', async () => {
    render(
      <Drawer open onClose={() => {}} title="Search" width="search" side="left">
        x
      </Drawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    expect(dialog.className).toMatch(/w-search/);
    expect(dialog.className).toMatch(/left/);
    expect(DRAWER_WIDTHS.search).toBe('50rem');
    await act(async () => {});
  });

  it('leaves focus on an autoFocus field (the search drawer) instead of the close button', async () => {
    render(
      <Drawer open onClose={() => {}} title="Search">
        <input aria-label="Search the store" autoFocus />
      </Drawer>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search the store' }));
    await act(async () => {});
  });

  it('paints its frame first, busy, and its content just after; focus then goes to the field it holds', async () => {
    const atFirstCommit: { busy: string | null; content: boolean }[] = [];
    /** In the frame (the title's start): what the drawer holds when the frame first commits. */
    function FrameProbe() {
      useLayoutEffect(() => {
        const dialog = document.querySelector('[role="dialog"]');
        atFirstCommit.push({ busy: dialog?.getAttribute('aria-busy') ?? null, content: document.querySelector('[data-testid="content"]') !== null });
      }, []);
      return null;
    }
    render(
      <Drawer open onClose={() => {}} title="Cart" startAction={<FrameProbe />}>
        <input data-testid="content" aria-label="Coupon" data-autofocus />
      </Drawer>,
    );
    const field = await screen.findByRole('textbox', { name: 'Coupon' });
    expect(atFirstCommit).toEqual([{ busy: 'true', content: false }]);
    expect(screen.getByRole('dialog', { name: 'Cart' }).getAttribute('aria-busy')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('renders nothing while closed', () => {
    render(
      <Drawer open={false} onClose={() => {}} title="Cart">
        x
      </Drawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function StackedDrawers() {
  const [menu, setMenu] = useState(false);
  const [auth, setAuth] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setMenu(true)}>
        Menu
      </button>
      <Drawer open={menu} onClose={() => setMenu(false)} title="Menu" footer={<span>Shortcuts</span>}>
        <button type="button" onClick={() => setAuth(true)}>
          Login
        </button>
        <button type="button" onClick={() => setMenu(false)}>
          Close menu later
        </button>
      </Drawer>
      <Drawer open={auth} onClose={() => setAuth(false)} title="Sign in">
        <input aria-label="Email" />
      </Drawer>
    </>
  );
}

describe('Drawer stacking', () => {
  it('a drawer closing beneath another one leaves focus in the one on top', async () => {
    const user = userEvent.setup();
    render(<StackedDrawers />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const signIn = screen.getByRole('dialog', { name: 'Sign in' });
    const focused = document.activeElement;
    expect(signIn.contains(focused)).toBe(true);
    // The menu closes after the sign-in drawer opened (the burger menu's 500 ms rule).
    act(() => screen.getByRole('button', { name: 'Close menu later', hidden: true }).click());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(document.activeElement).toBe(focused);
  });

  it('adds no banner or contentinfo landmark to the page', async () => {
    const user = userEvent.setup();
    render(<StackedDrawers />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryAllByRole('banner')).toEqual([]);
    expect(screen.queryAllByRole('contentinfo')).toEqual([]);
  });
});
