import './content-support';
import { GEOLOCATION, MAPS_LOADER, PermissionDeniedError, MAPS_SETTINGS, STORE_MAP_RENDERER, type StoreMapRenderer } from '@/application';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { containerWithClock } from '../../support/controlled-clock';
import { renderRoute, TEST_API } from '../../support/test-container';
import { catalogueServer } from '../catalogue/msw';
import { held, STORES } from './content-support';

const server = catalogueServer();
const answerStores = (body: object, status = 200) => server.use(http.get(`${TEST_API}/api/stores`, () => HttpResponse.json(body, { status })));
const names = () => within(screen.getByRole('list', { name: 'Stores' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** A container whose clock reads Monday 23 November 2026 at `utc`, Beirut being UTC+2. */
function at(utc: string) {
  // Every feature at once: the tests swap the store locator's maps and geolocation.
  const created = containerWithClock({ everyFeature: true });
  vi.spyOn(created.clock, 'now').mockReturnValue(Date.parse(`2026-11-23T${utc}Z`));
  return created;
}

describe('/locate-us', () => {
  it('loading, then every store with address, phone, hours and its status in the store’s time zone', async () => {
    const answer = held();
    server.use(
      http.get(`${TEST_API}/api/stores`, async () => {
        await answer.released;
        return HttpResponse.json(STORES);
      }),
    );
    const { container } = at('19:30:00'); // 21:30 in Beirut: Achrafieh open until 22:00, the others closed
    renderRoute('/locate-us', { container });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    answer.release();
    await screen.findByRole('heading', { level: 1, name: 'Our stores' });
    expect(names()).toEqual(['Maison Achrafieh', 'Maison Byblos', 'Maison Tripoli']);
    const achrafieh = screen.getByRole('article', { name: 'Maison Achrafieh' });
    expect(within(achrafieh).getByText('Open now')).toBeTruthy();
    expect(within(achrafieh).getByRole('link', { name: '+961 1 212 888' }).getAttribute('href')).toBe('tel:+9611212888');
    expect(within(achrafieh).getByRole('rowheader', { name: 'Sun' }).nextElementSibling?.textContent).toBe('11:00 AM – 10:00 PM');
    expect(within(achrafieh).getByRole('link', { name: /^Directions/ }).getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=33.8893,35.5196');
    expect(within(screen.getByRole('article', { name: 'Maison Byblos' })).getByText('Closed — opens at 10:00 AM tomorrow')).toBeTruthy();
    // No key: the list alone, with a note, and no map region.
    expect(screen.getByText(/The map is not available right now/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Map of our stores' })).toBeNull();
  });

  it('empty: says there are no stores yet', async () => {
    answerStores([]);
    renderRoute('/locate-us');
    expect(await screen.findByText('There are no stores to show yet.')).toBeTruthy();
  });

  it('error: a message and "Try again"', async () => {
    answerStores({ message: 'Down' }, 503);
    renderRoute('/locate-us');
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });

  it('"Use my location" asks for the position only on click and sorts the stores nearest first, with distances', async () => {
    answerStores(STORES);
    const currentPosition = vi.fn(async () => ({ lat: 34.43, lng: 35.84 }));
    const { container } = at('10:00:00');
    container.rebind(GEOLOCATION).toConstantValue({ currentPosition });
    renderRoute('/locate-us', { container });
    await screen.findByRole('heading', { level: 1, name: 'Our stores' });
    expect(currentPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(names()).toEqual(['Maison Tripoli', 'Maison Byblos', 'Maison Achrafieh']));
    expect(screen.getByRole('status').textContent).toBe('Stores sorted by distance from you.');
    expect(within(screen.getByRole('article', { name: 'Maison Tripoli' })).getByText(/^\d+ m away$/)).toBeTruthy();
  });

  it('a refused location keeps the list as it was, with a short message', async () => {
    answerStores(STORES);
    const { container } = at('10:00:00');
    container.rebind(GEOLOCATION).toConstantValue({ currentPosition: () => Promise.reject(new PermissionDeniedError('Location access was refused.')) });
    renderRoute('/locate-us', { container });
    await screen.findByRole('heading', { level: 1, name: 'Our stores' });
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Location access was refused, so the stores stay in their usual order.'));
    expect(names()).toEqual(['Maison Achrafieh', 'Maison Byblos', 'Maison Tripoli']);
  });

  it('the status is computed again as time passes, through the clock', async () => {
    answerStores(STORES);
    const { container, clock } = at('17:59:00'); // 19:59 in Beirut: Byblos closes at 20:00
    clock.freeze();
    const now = vi.spyOn(clock, 'now');
    renderRoute('/locate-us', { container });
    const byblos = await screen.findByRole('article', { name: 'Maison Byblos' });
    expect(within(byblos).getByText('Open now')).toBeTruthy();
    now.mockReturnValue(Date.parse('2026-11-23T18:00:00Z'));
    act(() => clock.advance(60_000));
    expect(within(byblos).getByText('Closed — opens at 10:00 AM tomorrow')).toBeTruthy();
  });

  it('with a key: a map of the stores; a store chosen in the list centres it, a marker chosen on it selects the store', { timeout: 15_000 }, async () => {
    answerStores(STORES);
    const selected: number[] = [];
    let chooseOnMap: (id: number) => void = () => undefined;
    const renderer: StoreMapRenderer = {
      render: (_library, host, stores, onSelect) => {
        if (host instanceof HTMLElement) host.dataset.markers = String(stores.length);
        chooseOnMap = onSelect;
        return { select: (id) => selected.push(id), destroy: () => undefined };
      },
    };
    const { container } = at('10:00:00');
    container.rebind(MAPS_SETTINGS).toConstantValue({ apiKey: 'maps-key' });
    container.rebind(MAPS_LOADER).toConstantValue({ state$: new BehaviorSubject('success'), load: async () => ({}) });
    container.rebind(STORE_MAP_RENDERER).toConstantValue(renderer);
    renderRoute('/locate-us', { container });
    const map = await screen.findByRole('region', { name: 'Map of our stores' });
    await waitFor(() => expect(map.dataset.markers).toBe('3'));
    expect(screen.queryByText(/The map is not available/)).toBeNull();

    await userEvent.click(await screen.findByRole('button', { name: 'Show on map: Maison Byblos' }));
    await waitFor(() => expect(selected).toEqual([2]));
    expect(screen.getByRole('button', { name: 'Show on map: Maison Byblos' }).getAttribute('aria-pressed')).toBe('true');

    Element.prototype.scrollIntoView = vi.fn();
    act(() => chooseOnMap(3));
    expect(screen.getByRole('button', { name: 'Show on map: Maison Tripoli' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('with a key but a script that fails after its retries: the list alone, with the note', async () => {
    answerStores(STORES);
    const { container } = at('10:00:00');
    container.rebind(MAPS_SETTINGS).toConstantValue({ apiKey: 'maps-key' });
    container.rebind(MAPS_LOADER).toConstantValue({ state$: new BehaviorSubject('failure'), load: () => Promise.reject(new Error('could not load')) });
    renderRoute('/locate-us', { container });
    expect(await screen.findByText(/The map is not available right now/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Map of our stores' })).toBeNull();
    expect(names()).toHaveLength(3);
  });
});
