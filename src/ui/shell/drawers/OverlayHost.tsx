import { UiStore, type DrawerKind } from '@/application';
import { useObservableEagerState } from 'observable-hooks';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { SnackbarHost, ToastHost } from '../../components/snackbar';
import { useService } from '../../app/services';
import { BurgerMenu } from '../burger/BurgerMenu';
import { AuthDrawer, CartDrawer, ResetDrawer } from './AccountDrawers';
import { NavigatorDrawer } from './NavigatorDrawer';
import { NewsletterDialog } from './NewsletterDialog';
import { SearchDrawer } from './SearchDrawer';

/** Drawers a navigation closes: the shopper has gone where they chose. */
const CLOSED_ON_NAVIGATION: readonly DrawerKind[] = ['search', 'menu'];

/** Renders what the UiStore says is open: drawers, the newsletter dialog, snackbars and toasts. */
export function OverlayHost() {
  const ui = useService(UiStore);
  const state = useObservableEagerState(ui.state$);
  const { key } = useLocation();
  const firstKey = useRef(key);

  useEffect(() => {
    if (key === firstKey.current) return;
    firstKey.current = key;
    CLOSED_ON_NAVIGATION.forEach((kind) => ui.closeDrawer(kind));
  }, [key, ui]);

  const find = (kind: DrawerKind) => state.drawers.find((drawer) => drawer.kind === kind) ?? null;
  const closer = (kind: DrawerKind) => () => ui.closeDrawer(kind);

  return (
    <>
      <BurgerMenu />
      <SearchDrawer open={find('search') !== null} onClose={closer('search')} />
      <NavigatorDrawer drawer={find('navigator')} onClose={closer('navigator')} />
      <AuthDrawer open={find('auth') !== null} onClose={closer('auth')} />
      <CartDrawer open={find('cart') !== null} onClose={closer('cart')} />
      <ResetDrawer open={find('reset') !== null} onClose={closer('reset')} />
      <NewsletterDialog open={state.dialog === 'newsletter'} />
      <SnackbarHost snackbars={state.snackbars} onDismiss={(id) => ui.dismissSnackbar(id)} />
      <ToastHost toasts={state.toasts} onDismiss={(id) => ui.dismissToast(id)} />
    </>
  );
}
