import { describe, expect, it } from 'vitest';
import { FIT_STORAGE_KEY, LocalFitStorage } from '@/infrastructure/storage/local-fit-storage';
import { MemoryStorage } from '@/infrastructure/server/memory-storage';

describe('find my size in local storage', () => {
  it('keeps the unit and the found sizes, and reads them back', () => {
    const storage = new MemoryStorage();
    const fit = new LocalFitStorage(() => storage);
    fit.save({ unit: 'in', sizes: { women: { size: 'M', measurements: { bust: 90 } } } });
    expect(new LocalFitStorage(() => storage).load()).toEqual({ unit: 'in', sizes: { women: { size: 'M', measurements: { bust: 90 } } } });
  });

  it('reads what it cannot trust as nothing kept: bad JSON, unknown units, measurements and sizes', () => {
    const storage = new MemoryStorage();
    const fit = new LocalFitStorage(() => storage);
    storage.setItem(FIT_STORAGE_KEY, '{not json');
    expect(fit.load()).toEqual({ unit: 'cm', sizes: {} });
    storage.setItem(FIT_STORAGE_KEY, JSON.stringify({ unit: 'feet', sizes: { women: { size: 'S', measurements: { bust: 'big', waist: 70, elbow: 3 } }, men: { size: 4 } } }));
    expect(fit.load()).toEqual({ unit: 'cm', sizes: { women: { size: 'S', measurements: { waist: 70 } } } });
  });

  it('without storage (a server render) keeps nothing and fails nothing', () => {
    const fit = new LocalFitStorage(() => null);
    fit.save({ unit: 'in', sizes: {} });
    expect(fit.load()).toEqual({ unit: 'cm', sizes: {} });
  });
});
