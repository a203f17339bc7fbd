import type { PageAnswers } from '@/application';

/** The part of the data router followed: its navigations' states. */
interface RouterStates {
  subscribe(listener: (state: { navigation: { state: string } }) => void): () => void;
}

/**
 * Tells the page answers when a navigation goes back or forward through the history, so the
 * page comes back with the answers it showed (its height there at the first render, where the
 * scroll position is restored). Installed before the router exists: this `popstate` listener runs
 * before the router's own, which starts the navigation.
 */
export function followHistoryReturns(target: Pick<Window, 'addEventListener'>, answers: PageAnswers): (router: RouterStates) => void {
  target.addEventListener('popstate', () => answers.setReturning(true));
  return (router) => {
    router.subscribe((state) => {
      if (state.navigation.state === 'idle') answers.setReturning(false);
    });
  };
}
