import { AddressChoice, CartStore, ChangeShippingAddress, CheckoutStore, ChoosePickupStore, GuardCheckout } from '@/application';
import { CHECKOUT_MESSAGES, ROUTES } from '@/domain';
import { type RefObject, useRef, useState } from 'react';
import { type LoaderFunction, redirect, useNavigate } from 'react-router-dom';
import type { ServiceLocator } from '../../app/services';
import { useService } from '../../app/services';
import type { AddressFormHandle } from '../../addresses';
import { AddressPicker } from '../../checkout/AddressPicker';
import { CheckoutShell } from '../../checkout/CheckoutShell';
import * as T from '../../checkout/checkout-texts';
import { InsuranceToggle } from '../../checkout/InsuranceToggle';
import { OrderSummary } from '../../checkout/OrderSummary';
import { PickupStores } from '../../checkout/PickupStores';
import { useAddressBookLoad, useCheckout } from '../../checkout/use-checkout';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { RadioGroup } from '../../components/radio-group';
import { FormMessage } from '../../forms';
import styles from '../../checkout/checkout.module.less';

/** The guards of the shipping step (spec §4): an empty cart goes back to the cart. */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async () => {
    const outcome = await services.get(GuardCheckout).execute('shipping');
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    return null;
  };
}

/** `/checkout/shipping`: delivery or pickup, the addresses, insurance, billing; the summary beside. */
export function Component() {
  return (
    <CheckoutShell step="shipping" title={T.SHIPPING_TITLE}>
      <ShippingStep />
    </CheckoutShell>
  );
}

function ShippingStep() {
  useAddressBookLoad();
  const { cart, pricing, checkout } = useCheckout();
  const choose = useService(ChoosePickupStore);
  const cartStore = useService(CartStore);
  const checkoutStore = useService(CheckoutStore);
  const shippingForm = useRef<AddressFormHandle>(null);
  const billingForm = useRef<AddressFormHandle>(null);
  const navigate = useNavigate();
  const [pickupMode, setPickupMode] = useState(checkout.pickupStoreId !== null);
  const [missing, setMissing] = useState<string | null>(null);
  const pickup = pickupMode && checkout.pickupStoreId !== null;
  const delivered = pickupMode ? pickup : cart.shippingAddressId !== null && cart.shippingFee !== null;
  const billed = checkout.billingSameAsShipping && !pickupMode ? delivered : cart.billingAddressId !== null;

  const chooseMode = (value: string) => {
    setPickupMode(value === 'pickup');
    // Back to delivery: the manual free-shipping flag goes with the store.
    if (value === 'delivery') choose.execute(null);
  };
  // A filled address form is the shopper's choice: Continue submits it first (its errors show on its fields).
  const submitFilled = async (form: RefObject<AddressFormHandle | null>, chosen: boolean): Promise<boolean> =>
    chosen || !form.current?.isFilled() ? true : form.current.submit();
  const next = async () => {
    if (!(await submitFilled(shippingForm, pickupMode || delivered))) return;
    if (!(await submitFilled(billingForm, billed))) return;
    const { shippingAddressId, shippingFee, billingAddressId } = cartStore.snapshot;
    const { pickupStoreId, billingSameAsShipping } = checkoutStore.snapshot;
    const nowDelivered = pickupMode ? pickupStoreId !== null : shippingAddressId !== null && shippingFee !== null;
    const nowBilled = billingSameAsShipping && !pickupMode ? nowDelivered : billingAddressId !== null;
    if (!nowDelivered) return setMissing(CHECKOUT_MESSAGES.chooseDelivery);
    if (!nowBilled) return setMissing(CHECKOUT_MESSAGES.chooseBilling);
    navigate(ROUTES.payment);
  };

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <RadioGroup
          legend={T.DELIVERY_LEGEND}
          name="delivery"
          className={styles.method}
          value={pickupMode ? 'pickup' : 'delivery'}
          options={[
            { value: 'delivery', label: T.DELIVER_OPTION },
            { value: 'pickup', label: T.PICKUP_OPTION },
          ]}
          onValueChange={chooseMode}
        />
        {pickupMode ? <PickupStores selectedId={checkout.pickupStoreId} onSelect={(id) => choose.execute(id)} /> : <ShippingChoice formHandle={shippingForm} />}
        <BillingChoice pickup={pickupMode} formHandle={billingForm} />
        <FormMessage message={missing && !(delivered && billed) ? missing : null} />
        <Button type="button" size="large" onClick={() => void next()} className={styles.next}>
          {T.CONTINUE_TO_PAYMENT}
        </Button>
      </div>
      <OrderSummary items={cart.items} coupons={pricing.coupons} pricing={pricing} insured={cart.insuranceChosen && !pickup} pending={cart.quoting} couponEntry />
    </div>
  );
}

/** The shipping address: choosing one fetches its fee and resets insurance (spec §4); a refused country says so. */
function ShippingChoice({ formHandle }: { readonly formHandle: RefObject<AddressFormHandle | null> }) {
  const { cart, addresses, user } = useCheckout();
  const change = useService(ChangeShippingAddress);
  const [error, setError] = useState<string | null>(null);

  const select = async (id: number) => {
    setError(null);
    const changed = await change.execute(id);
    if (!changed.ok) setError(changed.failure.fieldErrors.address_id ?? (changed.failure.kind === 'validation' ? changed.failure.message : CHECKOUT_MESSAGES.orderFailed));
  };

  return (
    <>
      <AddressPicker
        legend={T.SHIPPING_ADDRESS_TITLE}
        addresses={addresses}
        selectedId={cart.shippingAddressId}
        onSelect={select}
        formHandle={formHandle}
        initialValues={user ? { first_name: user.first_name, last_name: user.last_name, phone: user.phone ?? '' } : undefined}
        error={error}
      />
      {cart.shippingAddressId !== null ? <InsuranceToggle fee={cart.shippingFee} chosen={cart.insuranceChosen} /> : null}
    </>
  );
}

/** Billing: the shipping address (the default) or another one; a pickup order always names one. */
function BillingChoice({ pickup, formHandle }: { readonly pickup: boolean; readonly formHandle: RefObject<AddressFormHandle | null> }) {
  const { cart, checkout, addresses } = useCheckout();
  const choice = useService(AddressChoice);
  const separate = pickup || !checkout.billingSameAsShipping;
  return (
    <div className={styles.billing}>
      {pickup ? null : (
        <Checkbox label={T.BILLING_SAME} checked={checkout.billingSameAsShipping} onChange={(event) => choice.setBillingSameAsShipping(event.currentTarget.checked)} />
      )}
      {separate ? (
        <AddressPicker legend={T.BILLING_ADDRESS_TITLE} addresses={addresses} selectedId={cart.billingAddressId} onSelect={(id) => choice.chooseBilling(id)} formHandle={formHandle} />
      ) : null}
    </div>
  );
}
