import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { type AccountSize, AuthStore, FindMySize, type FitGateway, type FitPreferences, FitPreferencesService, type FitStorage } from '@/application';
import type { SizeChart } from '@/domain';
import { InMemoryTokenStore, RecordingLogger } from './support/fakes';

class InMemoryFitStorage implements FitStorage {
  constructor(public saved: FitPreferences = { unit: 'cm', sizes: {} }) {}
  load = () => this.saved;
  save = (preferences: FitPreferences) => void (this.saved = preferences);
}

class FakeFitGateway implements Pick<FitGateway, 'accountSizes' | 'keepAccountSize'> {
  readonly kept: AccountSize[] = [];
  constructor(private readonly account: AccountSize[] = []) {}
  accountSizes = async () => this.account;
  keepAccountSize = async (chart: string, size: string, measurements: AccountSize['measurements']) => {
    this.kept.push({ chart, size, measurements });
    return this.kept;
  };
}

const chart: SizeChart = {
  slug: 'women',
  name: 'Women',
  measures: ['bust', 'waist'],
  rows: [
    { size: 'S', measures: { bust: { min: 83, max: 87 }, waist: { min: 65, max: 69 } } },
    { size: 'M', measures: { bust: { min: 88, max: 92 }, waist: { min: 70, max: 74 } } },
    { size: 'L', measures: { bust: { min: 93, max: 98 }, waist: { min: 75, max: 80 } } },
  ],
};

function setUp(options: { signedIn?: boolean; account?: AccountSize[]; saved?: FitPreferences } = {}) {
  const tokens = new InMemoryTokenStore();
  if (options.signedIn) tokens.write('user', 'token');
  const storage = new InMemoryFitStorage(options.saved);
  const gateway = new FakeFitGateway(options.account);
  const preferences = new FitPreferencesService(storage, gateway as unknown as FitGateway, new AuthStore(tokens), new RecordingLogger());
  return { storage, gateway, preferences, findMySize: new FindMySize(preferences) };
}

describe('find my size, remembered', () => {
  it('recommends from the chart, keeps it on the device, and not in the account of a guest', async () => {
    const { storage, gateway, findMySize, preferences } = setUp();
    const found = await findMySize.execute(chart, { bust: 90, waist: 72 }, null);
    expect(found).toEqual({ ok: true, value: { size: 'M', measuredSize: 'M', notes: [] } });
    expect(storage.saved.sizes).toEqual({ women: { size: 'M', measurements: { bust: 90, waist: 72 } } });
    expect(await firstValueFrom(preferences.rememberedSizes$)).toEqual({ women: 'M' });
    expect(gateway.kept).toEqual([]);
  });

  it('keeps it in the account of a signed-in shopper too, nudged by the buyers\' fit', async () => {
    const { gateway, findMySize } = setUp({ signedIn: true });
    const found = await findMySize.execute(chart, { bust: 90 }, { runs_small: 7, true_to_size: 2, runs_large: 1 });
    expect(found.ok && found.value.size).toBe('L');
    expect(gateway.kept).toEqual([{ chart: 'women', size: 'L', measurements: { bust: 90 } }]);
  });

  it('answers the domain\'s message without measurements, remembering nothing', async () => {
    const { storage, findMySize } = setUp();
    expect(await findMySize.execute(chart, {}, null)).toEqual({ ok: false, failure: { kind: 'validation', message: 'Enter at least one of your measurements.', fieldErrors: {} } });
    expect(storage.saved.sizes).toEqual({});
  });

  it('takes the account\'s sizes once signed in, and remembers the unit', async () => {
    const { preferences, storage } = setUp({ signedIn: true, account: [{ chart: 'men', size: 'XL', measurements: { chest: 112 } }], saved: { unit: 'cm', sizes: { women: { size: 'S', measurements: {} } } } });
    await preferences.syncWithAccount();
    expect(await firstValueFrom(preferences.rememberedSizes$)).toEqual({ women: 'S', men: 'XL' });
    preferences.chooseUnit('in');
    expect(storage.saved.unit).toBe('in');
  });
});
