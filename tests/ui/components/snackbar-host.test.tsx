import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost, ToastHost } from '@/ui/components/snackbar';

describe('SnackbarHost', () => {
  it('announces success and warning as status and error as an alert', () => {
    render(
      <SnackbarHost
        snackbars={[
          { id: 1, kind: 'success', text: 'You have logged out!' },
          { id: 2, kind: 'warning', text: 'Only 2 left' },
          { id: 3, kind: 'error', text: 'Something went wrong' },
        ]}
        onDismiss={() => {}}
      />,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((node) => node.getAttribute('data-kind'))).toEqual(['success', 'warning']);
    expect(statuses[0]!.textContent).toContain('You have logged out!');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.className).toMatch(/error/);
  });

  it('dismisses a snackbar by its id', async () => {
    const onDismiss = vi.fn();
    render(<SnackbarHost snackbars={[{ id: 7, kind: 'success', text: 'Saved' }]} onDismiss={onDismiss} />);
    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith(7);
  });
});

describe('ToastHost', () => {
  it('shows every toast kind, danger as an alert, and dismisses by id', async () => {
    const onDismiss = vi.fn();
    render(
      <ToastHost
        toasts={[
          { id: 1, kind: 'info', text: 'Info' },
          { id: 2, kind: 'success', text: 'Done' },
          { id: 3, kind: 'warning', text: 'Careful' },
          { id: 4, kind: 'danger', text: 'Declined' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getAllByRole('status').map((node) => node.getAttribute('data-kind'))).toEqual(['info', 'success', 'warning']);
    expect(screen.getByRole('alert').textContent).toContain('Declined');
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith(4);
  });
});
