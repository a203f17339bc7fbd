import type { RecentlyViewedService } from '@/application';
import { useEffect, useState } from 'react';
import { useServiceLocator } from '../app/services';
import { FEATURES } from '../composition';
import type { RecentlyViewedRow as Row } from './RecentlyViewedRow';

/** Props of RecentlyViewed. */
export interface RecentlyViewedProps {
  /** The product page's own product: recorded as viewed, and left out of its row. */
  readonly current?: number;
  /** Called when a card is followed (the search drawer closes). */
  readonly onChoose?: () => void;
  readonly className?: string;
}

interface Loaded {
  readonly Row: typeof Row;
  readonly service: RecentlyViewedService;
}

/**
 * The last products the shopper opened, newest first, as a row that scrolls sideways; nothing
 * at all while there are none. Loaded in the browser only (the list is the device's or the
 * account's), with its feature's code and its row on demand: the server renders nothing here,
 * so the home page hydrates without them.
 */
export function RecentlyViewed({ current, onChoose, className }: RecentlyViewedProps) {
  const services = useServiceLocator();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([services.get(FEATURES)('recently-viewed'), import('./RecentlyViewedRow')])
      .then(([, row]) => {
        if (!live) return;
        const service = row.recentlyViewedService(services);
        setLoaded({ Row: row.RecentlyViewedRow, service });
        void (current === undefined ? service.load() : service.viewed(current));
      })
      // Without its code the row is simply not shown.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [services, current]);

  return loaded === null ? null : <loaded.Row service={loaded.service} current={current} onChoose={onChoose} className={className} />;
}
