import { AddressChoice } from '@/application';
import { canChooseInsurance, type ShippingFee } from '@/domain';
import { useService } from '../app/services';
import { Checkbox } from '../components/checkbox';
import * as T from './checkout-texts';
import styles from './checkout.module.less';

/** The insurance toggle (spec §4): flips insurance on and off (kept with the chosen address), showing both rates of the chosen address. */
export function InsuranceToggle({ fee, chosen }: { readonly fee: ShippingFee | null; readonly chosen: boolean }) {
  const choice = useService(AddressChoice);
  if (fee === null || !canChooseInsurance(fee)) return null;
  return (
    <div className={styles.insurance}>
      <Checkbox
        label={
          <>
            {T.INSURANCE_LABEL}
            <span className={styles.insuranceRates}>{T.insuranceRates(fee.rate_with_insurance, fee.rate_without_insurance)}</span>
          </>
        }
        checked={chosen}
        onChange={() => choice.toggleInsurance()}
      />
    </div>
  );
}
