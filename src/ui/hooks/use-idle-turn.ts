import { startTransition, useEffect, useState } from 'react';
import { nextIdleMoment } from '../app/idle';
import { useClock } from '../app/services';

// Components that mount something heavy once they may (a card's carousel, as it nears the screen)
// take turns: one turn per idle moment, granted in the order asked. Granted together, a row of
// cards mounted their carousels in one commit: a long task on a slow phone just after hydration.
const waiting: (() => void)[] = [];
let granting = false;

async function grantTurns(idle: () => Promise<void>): Promise<void> {
  granting = true;
  try {
    while (waiting.length > 0) {
      // The previous turn's render is a task of its own: the browser is next idle after it.
      await idle();
      waiting.shift()?.();
    }
  } finally {
    granting = false;
  }
}

/**
 * True once `wanted` has been true and this component's turn has come: after `prepare` (the heavy
 * code's import) has settled, at an idle moment no other component's turn shares.
 */
export function useIdleTurn(wanted: boolean, prepare: () => Promise<unknown>): boolean {
  const [granted, setGranted] = useState(false);
  const { scheduler } = useClock();
  useEffect(() => {
    if (!wanted || granted) return undefined;
    let asked = true;
    // A transition: React renders the turn in slices and leaves them for a tap that comes meanwhile.
    const take = (): void => startTransition(() => setGranted(true));
    void prepare()
      .catch(() => undefined)
      .then(() => {
        if (!asked) return;
        waiting.push(take);
        if (!granting) void grantTurns(() => nextIdleMoment(scheduler));
      });
    return () => {
      asked = false;
      const index = waiting.indexOf(take);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [wanted, granted, prepare, scheduler]);
  return granted;
}
