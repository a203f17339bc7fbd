import { BehaviorSubject, asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { validate } from 'class-validator';
import {
  FindNearestStores,
  GeolocationError,
  LoadStoreMap,
  PermissionDeniedError,
  RateLimitedError,
  SendContactMessage,
  TransportError,
  UiStore,
  ValidationError,
  type ContactMessage,
  type ContentGateway,
  type MapsLoader,
  type StoreLocation,
  type StoreMapRenderer,
} from '@/application';
import { ContactFormModel } from '@/application/forms';
import { CONTACT_MESSAGES, EMAIL_REQUIRED, type ContactForm, type MapsLoaderState } from '@/domain';
import { RecordingLogger } from './support/fakes';

const store = (id: number, name: string, lat: number, lng: number): StoreLocation => ({
  id, name, lat, lng, address: `${name} street`, city: 'Beirut', country_code: 'LB', phone: '+961 1 000 000', hours: [], time_zone: 'Asia/Beirut',
});
const STORES = [store(1, 'Tripoli', 34.4335, 35.8359), store(2, 'Souks', 33.8998, 35.5031), store(3, 'Byblos', 34.1205, 35.6472)];

class FakeContactGateway implements Pick<ContentGateway, 'contact'> {
  sent: ContactMessage[] = [];
  constructor(private readonly answer: () => Promise<string>) {}
  contact = (message: ContactMessage) => {
    this.sent.push(message);
    return this.answer();
  };
}

const FORM: ContactForm = { name: ' Rima ', email: ' rima@example.com ', subject: 'delivery', order_number: '  ', message: ' Where is my parcel? ' };

describe('SendContactMessage', () => {
  it('sends the trimmed form without a blank order number and shows the thanks in a success snackbar', async () => {
    const gateway = new FakeContactGateway(async () => 'Thank you for your message.');
    const ui = new UiStore(asyncScheduler);
    const logger = new RecordingLogger();
    const outcome = await new SendContactMessage(gateway as unknown as ContentGateway, ui, logger).execute(FORM);
    expect(outcome).toEqual({ ok: true, value: 'Thank you for your message.' });
    expect(logger.entries).toEqual([]);
    expect(gateway.sent).toEqual([{ name: 'Rima', email: 'rima@example.com', subject: 'delivery', message: 'Where is my parcel?' }]);
    expect(ui.snapshot.snackbars.map(({ kind, text }) => ({ kind, text }))).toEqual([{ kind: 'success', text: 'Thank you for your message.' }]);
  });

  it('keeps an order number', async () => {
    const gateway = new FakeContactGateway(async () => 'ok');
    await new SendContactMessage(gateway as unknown as ContentGateway, new UiStore(asyncScheduler), new RecordingLogger()).execute({ ...FORM, order_number: ' MSN-12 ' });
    expect(gateway.sent[0]?.order_number).toBe('MSN-12');
  });

  it('turns the server’s refusals into failures, logged once at their level, with no snackbar', async () => {
    const outcomeOf = async (error: Error) => {
      const ui = new UiStore(asyncScheduler);
      const logger = new RecordingLogger();
      const outcome = await new SendContactMessage(new FakeContactGateway(() => Promise.reject(error)) as unknown as ContentGateway, ui, logger).execute(FORM);
      expect(ui.snapshot.snackbars).toEqual([]);
      return { outcome, levels: logger.entries.map((entry) => entry.level) };
    };
    expect(await outcomeOf(new ValidationError('Invalid', { email: 'Bad e-mail' }))).toEqual({
      outcome: { ok: false, failure: { kind: 'validation', message: 'Invalid', fieldErrors: { email: 'Bad e-mail' } } },
      levels: ['warn'],
    });
    expect(await outcomeOf(new RateLimitedError('Too many', 60))).toEqual({
      outcome: { ok: false, failure: { kind: 'rate-limited', message: 'Too many', fieldErrors: {} } },
      levels: ['warn'],
    });
    expect(await outcomeOf(new TransportError('Down', 503))).toEqual({
      outcome: { ok: false, failure: { kind: 'unavailable', message: 'Down', fieldErrors: {} } },
      levels: ['error'],
    });
  });

  it('the form model carries the domain’s rules', async () => {
    const errors = await validate(Object.assign(new ContactFormModel(), { name: 'Rima', subject: 'x', message: '' }));
    expect(Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})]))).toEqual({
      email: [EMAIL_REQUIRED],
      subject: [CONTACT_MESSAGES.subjectRequired],
      message: [CONTACT_MESSAGES.messageRequired],
    });
  });
});

describe('FindNearestStores', () => {
  it('sorts the shops nearest first from the shopper’s position', async () => {
    const result = await new FindNearestStores({ currentPosition: async () => ({ lat: 33.9, lng: 35.5 }) }, new RecordingLogger()).execute(STORES);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.stores.map((entry) => entry.place.name)).toEqual(['Souks', 'Byblos', 'Tripoli']);
    expect(result.value.origin).toEqual({ lat: 33.9, lng: 35.5 });
  });

  it('reports a refusal as `denied` (a warning) and an unavailable position as `unavailable` (an error)', async () => {
    const logger = new RecordingLogger();
    const refused = await new FindNearestStores({ currentPosition: () => Promise.reject(new PermissionDeniedError('Location access was refused.')) }, logger).execute(STORES);
    expect(refused).toEqual({ ok: false, failure: { kind: 'denied', message: 'Location access was refused.', fieldErrors: {} } });
    const broken = await new FindNearestStores({ currentPosition: () => Promise.reject(new GeolocationError()) }, logger).execute(STORES);
    expect(broken).toEqual({ ok: false, failure: { kind: 'unavailable', message: 'The location is not available.', fieldErrors: {} } });
    expect(logger.entries.map((entry) => entry.level)).toEqual(['warn', 'error']);
  });

  it('a bug in the position source is not a failure: it throws', async () => {
    const bug = new Error('no GPS');
    await expect(new FindNearestStores({ currentPosition: () => Promise.reject(bug) }, new RecordingLogger()).execute(STORES)).rejects.toBe(bug);
  });
});

describe('LoadStoreMap', () => {
  const view = { select: () => undefined, destroy: () => undefined };
  const loader = (load: MapsLoader['load']): MapsLoader => ({ state$: new BehaviorSubject<MapsLoaderState>('initialized'), load });
  const host = {};

  it('without a key: no map, and asking for one anyway is a bug (the script is never asked for)', () => {
    let asked = false;
    const maps = new LoadStoreMap(loader(async () => ((asked = true), {})), { render: () => view }, { apiKey: null }, new RecordingLogger());
    expect(maps.available).toBe(false);
    expect(() => maps.execute(host, STORES, () => undefined)).toThrow('check `available` first');
    expect(asked).toBe(false);
  });

  it('with a key: loads the library with it and draws the shops', async () => {
    const library = { Map: class {} };
    const seen: unknown[] = [];
    const renderer: StoreMapRenderer = { render: (lib, _host, stores) => (seen.push(lib, stores), view) };
    const maps = new LoadStoreMap(loader(async (options) => (seen.push(options), library)), renderer, { apiKey: 'key' }, new RecordingLogger());
    expect(maps.available).toBe(true);
    expect(await maps.execute(host, STORES, () => undefined)).toEqual({ ok: true, value: view });
    expect(seen).toEqual([{ apiKey: 'key' }, library, STORES]);
  });

  it('when the script fails after its retries: the list alone, and the failure logged', async () => {
    const logger = new RecordingLogger();
    const maps = new LoadStoreMap(loader(() => Promise.reject(new Error('could not load'))), { render: () => view }, { apiKey: 'key' }, logger);
    const drawn = await maps.execute(host, STORES, () => undefined);
    expect(drawn).toEqual({ ok: false, failure: { kind: 'unavailable', message: 'The maps script could not be loaded or drawn.', fieldErrors: {} } });
    expect(logger.entries.map((entry) => [entry.level, entry.message])).toEqual([['error', 'The store map could not be shown.']]);
  });
});
