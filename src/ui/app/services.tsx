import { CLOCK, type Clock, type Token } from '@/application';
import { asyncScheduler } from 'rxjs';
import { createContext, useContext, useState, type ReactNode } from 'react';

/** What components need of the container: a typed lookup. */
export interface ServiceLocator {
  get<T>(id: Token<T>): T;
  get<T>(id: abstract new (...args: never[]) => T): T;
}

const ServicesContext = createContext<ServiceLocator | null>(null);

/** Provides the app's container to the component tree; created once, outside rendering. */
export function ServicesProvider({ services, children }: { services: ServiceLocator; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The container above, or a clear error naming the hook that needed it. */
function useServices(hook: string): ServiceLocator {
  const services = useContext(ServicesContext);
  if (!services) throw new Error(`${hook} needs a <ServicesProvider> above it.`);
  return services;
}

/** The one way components obtain services: a port token or an application class. */
export function useService<T>(id: Token<T> | (abstract new (...args: never[]) => T)): T {
  return useServices('useService').get(id as Token<T>);
}

/**
 * The services themselves, for a component that looks a service up only once the on-demand feature
 * that binds it has loaded (FEATURES).
 */
export function useServiceLocator(): ServiceLocator {
  return useServices('useServiceLocator');
}

/**
 * A transient service (a new instance per lookup, such as a search session) kept for the life of
 * the component: looked up once, on the first render.
 */
export function useTransientService<T>(id: Token<T> | (abstract new (...args: never[]) => T)): T {
  const services = useServices('useTransientService');
  const [instance] = useState(() => services.get(id as Token<T>));
  return instance;
}

/** Real time, for a component rendered without a container (a kit component on its own). */
const REAL_TIME: Clock = { now: () => asyncScheduler.now(), scheduler: asyncScheduler };

/**
 * The app's clock (the CLOCK port), through which every UI delay runs so tests can drive it;
 * real time where no `<ServicesProvider>` is above.
 */
export function useClock(): Clock {
  const services = useContext(ServicesContext);
  return services ? services.get(CLOCK) : REAL_TIME;
}
