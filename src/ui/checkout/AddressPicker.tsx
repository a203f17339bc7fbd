import type { Address, AddressFields } from '@/domain';
import { addressSummary } from '@/domain';
import { type Ref, useId, useState } from 'react';
import { AddressForm, type AddressFormHandle } from '../addresses';
import { Button } from '../components/button';
import { FormMessage } from '../forms';
import * as T from './checkout-texts';
import styles from './checkout.module.less';

/** Props of AddressPicker. */
export interface AddressPickerProps {
  /** The legend of the choice (Shipping address, Billing address). */
  readonly legend: string;
  readonly addresses: readonly Address[];
  readonly selectedId: number | null;
  readonly onSelect: (id: number) => void | Promise<void>;
  /** A new address starts with these (the shopper's name). */
  readonly initialValues?: Partial<AddressFields>;
  /** A field error about the chosen address (e.g. not shippable), shown under the cards. */
  readonly error?: string | null;
  /** The open form, for the page's own Continue button. */
  readonly formHandle?: Ref<AddressFormHandle>;
}

/**
 * The address book as selectable cards (a radio each), with Edit on each card and "Add a new
 * address" inline; with no address yet, the form shows at once. Saving selects the address.
 */
export function AddressPicker({ legend, addresses, selectedId, onSelect, initialValues, error, formHandle }: AddressPickerProps) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const name = useId();
  const errorId = `${name}-error`;
  const showForm = editing !== null || addresses.length === 0;
  const edited = typeof editing === 'number' ? addresses.find((address) => address.id === editing) : undefined;

  const saved = async (address: Address) => {
    setEditing(null);
    await onSelect(address.id);
  };

  return (
    <fieldset className={styles.picker} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.sectionTitle}>{legend}</legend>
      {addresses.length > 0 ? (
        <ul role="list" className={styles.cards}>
          {addresses.map((address) => (
            <li key={address.id} className={[styles.card, address.id === selectedId ? styles.cardSelected : ''].join(' ')}>
              <label className={styles.cardChoice}>
                <input type="radio" name={name} checked={address.id === selectedId} onChange={() => onSelect(address.id)} className={styles.cardRadio} />
                <span className={styles.cardText}>
                  <strong>
                    {address.first_name} {address.last_name}
                  </strong>
                  <span>{addressSummary(address)}</span>
                  <span className={styles.cardMuted}>{address.phone}</span>
                </span>
              </label>
              <Button type="button" variant="text" size="small" onClick={() => setEditing(address.id)} aria-label={T.editAddressLabel(`${address.first_name} ${address.last_name}`)}>
                {T.EDIT_ADDRESS}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormMessage id={errorId} message={error ?? null} />
      {showForm ? (
        <div className={styles.inlineForm}>
          <AddressForm
            key={editing ?? 'first'}
            address={edited}
            initialValues={initialValues}
            onSaved={saved}
            onCancel={addresses.length > 0 ? () => setEditing(null) : undefined}
            submitLabel={T.USE_ADDRESS}
            label={legend}
            handle={formHandle}
          />
        </div>
      ) : (
        <Button type="button" variant="outline" onClick={() => setEditing('new')} className={styles.addButton}>
          {T.ADD_ADDRESS}
        </Button>
      )}
    </fieldset>
  );
}
