import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../support/test-container';
import { MENU, renderShell, setupShellServer, stubViewport } from './shell-support';

const { server, startup } = setupShellServer();
afterEach(() => vi.restoreAllMocks());

// The API's columns have headings now: both menus name the columns by them.
const HEADINGS = ['Shop by category', 'More categories', 'Highlights'];
const withHeadings = () => {
  const [women, ...rest] = MENU;
  const columns = women!.megamenu_columns.map((column, index) => ({ ...column, heading: HEADINGS[index] ?? null }));
  server.use(http.get(`${TEST_API}/api/menu`, () => HttpResponse.json([{ ...women!, megamenu_columns: columns }, ...rest])));
};

describe('mega-menu column headings', () => {
  it('the desktop mega menu shows each column’s heading above its links', async () => {
    startup();
    withHeadings();
    await renderShell('/');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Women' }));
    const panel = screen.getAllByTestId('mega-menu')[0]!;
    for (const heading of HEADINGS.slice(0, MENU[0]!.megamenu_columns.length)) expect(within(panel).getByText(heading)).toBeTruthy();
  });

  it('the burger menu names its second level after the headings, not the first links', async () => {
    stubViewport(390);
    startup();
    withHeadings();
    await renderShell('/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(await screen.findByRole('dialog', { busy: false, name: 'Menu' })).getByRole('button', { name: 'Women' }));
    const level2 = await screen.findByRole('dialog', { busy: false, name: 'Women' });
    expect(within(level2).getByRole('button', { name: /^Shop by category/ })).toBeTruthy();
    expect(within(level2).queryByRole('button', { name: /^All women/ })).toBeNull();
    await user.click(within(level2).getByRole('button', { name: /^Shop by category/ }));
    const level3 = await screen.findByRole('dialog', { busy: false, name: 'Shop by category' });
    expect(within(level3).getByRole('link', { name: 'All women' }).querySelector('strong')).toBeTruthy();
  });
});
