import { PlaceOrder, SearchProducts } from '@/application';
import { createAppContainer } from '@/ui/composition/container';
import { startupModules } from '@/ui/composition/features';
import { ON_DEMAND_FEATURES } from '@/ui/composition/features/feature-table';
import { FEATURES, type OnDemandFeature } from '@/ui/composition/features/on-demand';
import { onDemandModules } from '@/ui/composition/features/on-demand-modules';
import type { ContainerModule, ContainerModuleLoadOptions } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { RecordingNavigator, TEST_CONFIG } from '../../support/test-container';

/** The service identifiers a module binds, read by loading it into a recorder instead of a container. */
function boundBy(module: ContainerModule): unknown[] {
  const ids: unknown[] = [];
  const fluent: unknown = new Proxy(() => fluent, { get: () => () => fluent });
  void module.load({ bind: (id: unknown) => (ids.push(id), fluent) } as unknown as ContainerModuleLoadOptions);
  return ids;
}

/** A browser's container: the start-up modules only, the others loading on demand. */
const browserContainer = () => createAppContainer(TEST_CONFIG, new RecordingNavigator());

describe('feature modules: the start-up ones, and those the browser loads on demand', () => {
  it('every start-up binding resolves without any on-demand feature (nothing at start-up needs one)', () => {
    const container = browserContainer();
    for (const id of startupModules.flatMap(boundBy)) expect(() => container.get(id as symbol), String(id)).not.toThrow();
  });

  it.each(Object.keys(ON_DEMAND_FEATURES) as OnDemandFeature[])('%s: every binding resolves once it has loaded over the start-up', async (feature) => {
    const container = browserContainer();
    await container.get(FEATURES)(feature);
    for (const id of (await ON_DEMAND_FEATURES[feature]()).flatMap(boundBy)) expect(() => container.get(id as symbol), String(id)).not.toThrow();
  });

  it('is not bound before its feature loads, and loads once however many ask at once', async () => {
    const container = browserContainer();
    const load = vi.spyOn(container, 'load');
    expect(container.isBound(PlaceOrder)).toBe(false);
    await Promise.all([container.get(FEATURES)('account-and-checkout'), container.get(FEATURES)('account-and-checkout')]);
    await container.get(FEATURES)('account-and-checkout');
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.get(PlaceOrder)).toBeInstanceOf(PlaceOrder);
  });

  it('lists the same modules for the containers that load them all at once as the browser loads by feature', async () => {
    const byFeature = (await Promise.all(Object.values(ON_DEMAND_FEATURES).map((load) => load()))).flat();
    // A module two features need (the content pages' reads: the locator lists the stores) loads once, with whichever comes first.
    expect(new Set(byFeature)).toEqual(new Set(onDemandModules));
    expect(new Set(onDemandModules).size).toBe(onDemandModules.length);
  });

  it('loads nothing again in a container that loaded every feature at once (a server render, the tests)', async () => {
    const container = createAppContainer(TEST_CONFIG, new RecordingNavigator(), undefined, onDemandModules);
    await container.get(FEATURES)('search');
    // One binding, not two: a second load would make the lookup ambiguous.
    expect(container.get(SearchProducts)).toBeInstanceOf(SearchProducts);
  });
});
