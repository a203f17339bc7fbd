import { AddressBookStore, AuthStore, ChooseDefaultAddress, DeleteAddress, RefreshAddresses, UiStore } from '@/application';
import { ADDRESS_DELETED, ADDRESS_SAVED, type Address } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { useState } from 'react';
import { AddressLines, EmptyState, LoadFailed, useAccountTitle } from '../../account/AccountBits';
import { ADDRESSES, LOAD_FAILED } from '../../account/account-texts';
import { useResult } from '../../account/use-result';
import { AddressForm } from '../../addresses';
import { useService } from '../../app/services';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Skeleton } from '../../components/skeleton';
import styles from './account.module.less';
import book from './addresses.module.less';
import { PageHead } from '../../seo';

/** What the page's dialog shows: a new address, one being edited, or one to confirm deleting. */
type Editing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly address: Address } | { readonly kind: 'delete'; readonly address: Address } | null;

/**
 * `/my-account/my-addresses`: the address book. Add and edit with the checkout's address form,
 * delete after a confirmation, choose the default. After each change the list is loaded again
 * and the checkout's saved choices re-sync with it (spec §4).
 */
export function Component() {
  const title = useAccountTitle('My addresses');
  const refresh = useService(RefreshAddresses);
  const store = useService(AddressBookStore);
  const { addresses } = useObservableEagerState(store.state$);
  const loaded = useResult(() => refresh.execute(), 'addresses');
  const ui = useService(UiStore);
  const [editing, setEditing] = useState<Editing>(null);

  const changed = (message: string): void => {
    setEditing(null);
    ui.showSnackbar('success', message);
    // The server may have moved the default (first address, deleted default): show its list.
    void refresh.execute();
  };

  return (
    <section aria-labelledby="addresses-title">
      <PageHead title={title} noindex />
      <div className={styles.head}>
        <h1 id="addresses-title" className={styles.title}>
          {title}
        </h1>
        {loaded.status === 'ready' && addresses.length > 0 ? (
          <Button variant="outline" onClick={() => setEditing({ kind: 'new' })}>
            {ADDRESSES.add}
          </Button>
        ) : null}
      </div>
      {loaded.status === 'loading' ? (
        <AddressesSkeleton />
      ) : loaded.status === 'failed' ? (
        <LoadFailed text={LOAD_FAILED.addresses} failure={loaded.failure} onRetry={loaded.retry} />
      ) : addresses.length === 0 ? (
        <EmptyState title={ADDRESSES.empty} text={ADDRESSES.emptyText}>
          <Button size="large" onClick={() => setEditing({ kind: 'new' })}>
            {ADDRESSES.add}
          </Button>
        </EmptyState>
      ) : (
        <ul role="list" className={book.grid} aria-label={title}>
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} onEdit={() => setEditing({ kind: 'edit', address })} onDelete={() => setEditing({ kind: 'delete', address })} />
          ))}
        </ul>
      )}
      <AddressDialog editing={editing} onClose={() => setEditing(null)} onChanged={changed} />
    </section>
  );
}

/** One address: its label, lines, the default mark or "Make default", Edit and Delete. */
function AddressCard({ address, onEdit, onDelete }: { readonly address: Address; readonly onEdit: () => void; readonly onDelete: () => void }) {
  const choose = useService(ChooseDefaultAddress);
  const [busy, setBusy] = useState(false);
  const name = address.label || `${address.street}, ${address.city}`;
  const makeDefault = async (): Promise<void> => {
    setBusy(true);
    await choose.execute(address.id);
    setBusy(false);
  };
  return (
    <li className={[styles.panel, book.card, address.is_default ? book.isDefault : ''].filter(Boolean).join(' ')} aria-label={name}>
      <div className={book.cardHead}>
        <h2 className={styles.sectionTitle}>{address.label || ADDRESSES.unnamed}</h2>
        {address.is_default ? <span className={book.badge}>{ADDRESSES.defaultBadge}</span> : null}
      </div>
      <AddressLines address={address} />
      <div className={book.cardActions}>
        <Button variant="text" size="small" onClick={onEdit} aria-label={`${ADDRESSES.edit} ${name}`}>
          {ADDRESSES.edit}
        </Button>
        <Button variant="text" size="small" onClick={onDelete} aria-label={`${ADDRESSES.delete} ${name}`}>
          {ADDRESSES.delete}
        </Button>
        {address.is_default ? null : (
          <Button variant="outline" size="small" loading={busy} onClick={() => void makeDefault()} aria-label={`${ADDRESSES.makeDefault}: ${name}`}>
            {ADDRESSES.makeDefault}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The dialog of the page: the address form (new or edit), or the delete confirmation. */
function AddressDialog({ editing, onClose, onChanged }: { readonly editing: Editing; readonly onClose: () => void; readonly onChanged: (message: string) => void }) {
  const auth = useService(AuthStore);
  const user = useObservableEagerState(auth.user$);
  // The dialog keeps what it showed while it closes.
  const [shown, setShown] = useState<Exclude<Editing, null>>({ kind: 'new' });
  if (editing !== null && editing !== shown) setShown(editing);
  const open = editing !== null;
  if (shown.kind === 'delete') return <DeleteDialog open={open} address={shown.address} onClose={onClose} onDeleted={() => onChanged(ADDRESS_DELETED)} />;
  const editingOne = shown.kind === 'edit';
  return (
    <Dialog open={open} onClose={onClose} title={editingOne ? ADDRESSES.editTitle : ADDRESSES.newTitle}>
      <AddressForm
        key={editingOne ? shown.address.id : 'new'}
        address={editingOne ? shown.address : undefined}
        initialValues={editingOne ? undefined : { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '', phone: user?.phone ?? '' }}
        onSaved={() => onChanged(ADDRESS_SAVED)}
        onCancel={onClose}
      />
    </Dialog>
  );
}

/** "Delete this address?" with Delete and Cancel. */
function DeleteDialog({ open, address, onClose, onDeleted }: { readonly open: boolean; readonly address: Address; readonly onClose: () => void; readonly onDeleted: () => void }) {
  const remove = useService(DeleteAddress);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async (): Promise<void> => {
    setBusy(true);
    setFailed(false);
    const deleted = await remove.execute(address.id);
    setBusy(false);
    if (deleted.ok) onDeleted();
    else setFailed(true);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={ADDRESSES.deleteTitle}
      description={ADDRESSES.deleteText}
      footer={
        <div className={book.dialogActions}>
          <Button variant="outline" onClick={onClose}>
            {ADDRESSES.cancel}
          </Button>
          <Button onClick={() => void confirm()} loading={busy}>
            {ADDRESSES.deleteConfirm}
          </Button>
        </div>
      }
    >
      <div className={book.deleteBody}>
        <AddressLines address={address} />
        {failed ? (
          <p role="alert" className={book.alert}>
            {ADDRESSES.deleteFailed}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

function AddressesSkeleton() {
  return (
    <div role="status" className={book.grid}>
      <span className="visually-hidden">{ADDRESSES.loading}</span>
      {[0, 1].map((index) => (
        <div key={index} className={[styles.panel, book.card].join(' ')}>
          <Skeleton width="30%" />
          <Skeleton width="70%" />
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </div>
      ))}
    </div>
  );
}
