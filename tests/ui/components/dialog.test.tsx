import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, type DialogProps } from '@/ui/components/dialog';
import { clockWrapper, ControlledClock, finishOverlayExits, OVERLAY_EXIT_MS } from '../../support/controlled-clock';

function Harness({ onClosed, ...props }: Partial<DialogProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClosed?.();
        }}
        title="Receive our newsletter"
        {...props}
      >
        <input aria-label="Email" />
      </Dialog>
    </>
  );
}

/** Opens the harness's dialog on a stopped clock: its exit transition waits for `clock.advance`. */
async function openDialog(props: Partial<DialogProps> & { onClosed?: () => void } = {}) {
  const user = userEvent.setup();
  const onClosed = vi.fn();
  const clock = new ControlledClock();
  clock.freeze();
  render(<Harness onClosed={onClosed} {...props} />, { wrapper: clockWrapper(clock) });
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, onClosed, clock, dialog: screen.getByRole('dialog', { name: 'Receive our newsletter' }) };
}

describe('Dialog', () => {
  it("under StrictMode (effects run twice) a dialog mounted open never blurs its first field, which would show its focus-out error", async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    // Mounted when first opened, as the overlay host mounts its overlays.
    function OnDemand() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open ? (
            <Dialog open onClose={() => setOpen(false)} title="Receive our newsletter">
              <input aria-label="Email" data-autofocus onBlur={onBlur} />
            </Dialog>
          ) : null}
        </>
      );
    }
    render(
      <StrictMode>
        <OnDemand />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' })));
    expect(onBlur).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on Escape and on a backdrop click by default, locking scroll while open', async () => {
    const { user, onClosed, clock } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(document.body.style.overflow).toBe('');
    await finishOverlayExits(clock);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(2));
  });

  it('moves focus in, traps Tab and returns focus to the opener', async () => {
    const { user, onClosed, dialog } = await openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
    const close = screen.getByRole('button', { name: 'Close' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(email);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.click(close);
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it("persistent 'backdrop' ignores backdrop clicks but still closes on Escape", async () => {
    const { user, onClosed, clock } = await openDialog({ persistent: 'backdrop' });
    // Without a beforeClose, a close runs within the click: it would have called onClose by now
    // and, once the exit transition has had its time, taken the dialog away.
    await user.click(screen.getByTestId('dialog-backdrop'));
    act(() => clock.advance(OVERLAY_EXIT_MS));
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
  });

  it("persistent 'dialog' ignores Escape and backdrop clicks; the Close button still closes", async () => {
    const { user, onClosed, clock } = await openDialog({ persistent: 'dialog' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('dialog-backdrop'));
    act(() => clock.advance(OVERLAY_EXIT_MS));
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
  });

  it('runs beforeClose first and stays open when it vetoes', async () => {
    const beforeClose = vi.fn<() => boolean>().mockReturnValueOnce(false).mockReturnValueOnce(false).mockReturnValue(true);
    const { user, onClosed } = await openDialog({ beforeClose });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    // A third request is allowed. The vetoed ones were answered before it, so one close in all
    // shows that they closed nothing.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(beforeClose).toHaveBeenCalledTimes(3);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('waits for an async beforeClose and closes when it allows', async () => {
    let allow: (value: boolean) => void = () => {};
    const beforeClose = vi.fn(() => new Promise<boolean>((resolve) => (allow = resolve)));
    const { user, onClosed, clock } = await openDialog({ beforeClose });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(beforeClose).toHaveBeenCalledTimes(1));
    act(() => clock.advance(OVERLAY_EXIT_MS));
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    allow(true);
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
  });

  it('treats a throwing beforeClose as a veto', async () => {
    const beforeClose = vi
      .fn<() => boolean>()
      .mockImplementationOnce(() => {
        throw new Error('boom');
      })
      .mockReturnValue(true);
    const { user, onClosed } = await openDialog({ beforeClose });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // A second request is allowed; answered after the first, its one close shows the throw closed nothing.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(beforeClose).toHaveBeenCalledTimes(2);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('takes the newsletter width class and links its description', async () => {
    render(
      <Dialog open onClose={() => {}} title="Receive our newsletter" width="newsletter" description="Our news by e-mail">
        x
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Receive our newsletter' });
    expect(dialog.className).toMatch(/newsletter/);
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Our news by e-mail');
  });
});
