import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, setupShellServer } from './shell-support';

const { startup } = setupShellServer();
afterEach(() => vi.restoreAllMocks());

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('main navigation (spec §2)', () => {
  it('links custom, category and tag entries and their columns to their targets', async () => {
    startup();
    await renderShell('/');
    expect(within(nav()).getByRole('link', { name: 'Journal' }).getAttribute('href')).toBe('/our-story');
    await userEvent.click(within(nav()).getByRole('button', { name: 'Women' }));
    const panel = screen.getAllByTestId('mega-menu')[0]!;
    expect(within(panel).getByRole('link', { name: 'Dresses' }).getAttribute('href')).toBe('/categories/women-dresses');
    expect(within(panel).getByRole('link', { name: 'Summer Edit' }).getAttribute('href')).toBe('/tags/summer-edit');
    expect(within(panel).getByRole('link', { name: 'Gift cards' }).getAttribute('href')).toBe('/faq/gift-cards');
    expect(within(panel).getByRole('link', { name: 'Shop all Women' }).getAttribute('href')).toBe('/categories/women');
    await userEvent.click(within(nav()).getByRole('button', { name: 'Men' }));
    const men = screen.getAllByTestId('mega-menu')[1]!;
    expect(within(men).getByRole('link', { name: 'Shop all Men' }).getAttribute('href')).toBe('/tags/men');
  });

  it('shows the first link in bold only in columns that ask for it', async () => {
    startup();
    await renderShell('/');
    await userEvent.click(within(nav()).getByRole('button', { name: 'Women' }));
    const panel = screen.getAllByTestId('mega-menu')[0]!;
    expect(within(panel).getByRole('link', { name: 'All women' }).querySelector('strong')).not.toBeNull();
    expect(within(panel).getByRole('link', { name: 'Dresses' }).querySelector('strong')).toBeNull();
    // The second column does not ask for bold: its first link is plain.
    expect(within(panel).getByRole('link', { name: 'Jeans' }).querySelector('strong')).toBeNull();
  });

  it('shows the entry image with its title and link', async () => {
    startup();
    await renderShell('/');
    await userEvent.click(within(nav()).getByRole('button', { name: 'Women' }));
    const panel = screen.getAllByTestId('mega-menu')[0]!;
    const feature = within(panel).getByRole('link', { name: /The Summer Edit/ });
    expect(feature.getAttribute('href')).toBe('/tags/summer-edit');
    expect(feature.querySelector('img')?.getAttribute('src')).toBe('/media/summer.svg');
  });

  it('opens with Enter, Tab moves through its links, Escape closes it and gives focus back', async () => {
    startup();
    await renderShell('/');
    const user = userEvent.setup();
    const women = within(nav()).getByRole('button', { name: 'Women' });
    const panelId = women.getAttribute('aria-controls')!;
    const panel = document.getElementById(panelId)!;
    expect(women.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    act(() => women.focus());
    await user.keyboard('{Enter}');
    expect(women.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);

    await user.tab();
    expect(document.activeElement).toBe(within(panel).getByRole('link', { name: 'Shop all Women' }));
    await user.tab();
    expect(document.activeElement).toBe(within(panel).getByRole('link', { name: 'All women' }));

    await user.keyboard('{Escape}');
    expect(women.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(women);
  });

  it('opens with Space, and with ArrowDown straight onto its first link', async () => {
    startup();
    await renderShell('/');
    const user = userEvent.setup();
    const women = within(nav()).getByRole('button', { name: 'Women' });
    act(() => women.focus());
    await user.keyboard(' ');
    expect(women.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(women.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowDown}');
    expect(women.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toContain('Shop all Women');
  });

  it('closes when focus leaves it', async () => {
    startup();
    await renderShell('/');
    const user = userEvent.setup();
    const women = within(nav()).getByRole('button', { name: 'Women' });
    const men = within(nav()).getByRole('button', { name: 'Men' });
    await user.click(women);
    expect(women.getAttribute('aria-expanded')).toBe('true');
    act(() => men.focus());
    expect(women.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hover after a short intent delay, and closes after the pointer leaves', async () => {
    startup();
    await renderShell('/');
    const user = userEvent.setup();
    const women = within(nav()).getByRole('button', { name: 'Women' });
    await user.hover(women);
    expect(women.getAttribute('aria-expanded')).toBe('false'); // not yet: intent delay
    await waitFor(() => expect(women.getAttribute('aria-expanded')).toBe('true'));
    await user.unhover(women);
    await user.hover(screen.getByRole('link', { name: 'Store locator' }));
    await waitFor(() => expect(women.getAttribute('aria-expanded')).toBe('false'));
  });

  it('a click on a link closes the mega menu', async () => {
    startup();
    const { router } = await renderShell('/');
    const user = userEvent.setup();
    const women = within(nav()).getByRole('button', { name: 'Women' });
    await user.click(women);
    await user.click(screen.getByRole('link', { name: 'Dresses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories/women-dresses'));
    expect(women.getAttribute('aria-expanded')).toBe('false');
  });
});
