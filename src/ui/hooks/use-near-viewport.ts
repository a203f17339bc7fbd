import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. While
 * `enabled` is false nothing is observed; without IntersectionObserver it is true at once. It turns
 * true in a transition: what it brings in (a card's carousel, a product's reviews) comes as the
 * shopper scrolls, and a render nobody waits for must not hold their next tap.
 */
export function useNearViewport(element: RefObject<Element | null>, enabled: boolean, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = element.current;
    if (!enabled || near || !target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, enabled, near, margin]);

  return near;
}
