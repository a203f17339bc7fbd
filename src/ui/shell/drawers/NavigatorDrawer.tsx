import { UiStore, type OpenDrawer } from '@/application';
import { SIGN_IN_ACTION_LABEL } from '@/domain';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Drawer } from '../../components/drawer';
import { useService } from '../../app/services';
import styles from './drawers.module.less';

/**
 * The navigator drawer, guest variant (spec §2, §4): a title and a message (e.g. "Add to
 * wishlist") with a "Sign in" action that opens the auth drawer.
 */
export function NavigatorDrawer({ drawer, onClose }: { readonly drawer: OpenDrawer | null; readonly onClose: () => void }) {
  const ui = useService(UiStore);
  // Keeps the last title and message while the drawer slides out.
  const [shown, setShown] = useState(drawer);
  if (drawer && drawer !== shown) setShown(drawer);
  const content = drawer ?? shown;

  return (
    <Drawer open={drawer !== null} onClose={onClose} title={content?.title ?? SIGN_IN_ACTION_LABEL} side="right" width="default">
      <div className={styles.navigator}>
        {content?.message ? <p className={styles.navigatorMessage}>{content.message}</p> : null}
        <Button
          color="black"
          size="large"
          fullWidth
          onClick={() => {
            ui.closeDrawer('navigator');
            ui.openDrawer({ kind: 'auth' });
          }}
        >
          {SIGN_IN_ACTION_LABEL}
        </Button>
      </div>
    </Drawer>
  );
}
