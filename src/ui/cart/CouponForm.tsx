import { ApplyCoupon, type Failure } from '@/application';
import { CouponFormModel } from '@/application/forms';
import { checkCouponToApply, type Coupon, COUPON_APPLY_FAILED } from '@/domain';
import { useState } from 'react';
import { useService } from '../app/services';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { useDomainForm } from '../forms';
import { APPLY_COUPON_LABEL, APPLYING_COUPON_LABEL, COUPON_FIELD_LABEL, COUPON_FIELD_PLACEHOLDER, couponAppliedMessage } from './cart-texts';
import styles from './cart.module.less';

/** Props of CouponForm. */
export interface CouponFormProps {
  /** The coupons already applied: the domain refuses a code twice before asking the server. */
  readonly coupons: readonly Coupon[];
}

/**
 * What the field says of a failed apply: the server's refusal (unknown, expired, minimum not met),
 * or, when nothing was decided (network down, server fault), that it failed: the code stays for a retry.
 */
function refusalText(failure: Failure): string {
  if (failure.kind !== 'validation') return COUPON_APPLY_FAILED;
  return failure.fieldErrors['code'] ?? failure.message;
}

/**
 * The coupon field and its Apply button. The domain checks the code first (required, length,
 * not applied yet); the server then decides, and its message (unknown, expired, minimum not met)
 * shows under the field as it comes, with the typed code kept. A success clears the field.
 */
export function CouponForm({ coupons }: CouponFormProps) {
  const apply = useService(ApplyCoupon);
  const { register, handleSubmit, reset, setFocus, formState } = useDomainForm(CouponFormModel);
  // A refusal at submit (the domain's or the server's) is kept apart from the field's focus-out
  // check, which would otherwise wipe it on blur; it goes when the code is edited or sent again.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const refuse = (message: string): void => {
    setRefusal(message);
    setFocus('code');
  };

  const submit = handleSubmit(async ({ code }) => {
    setAnnouncement('');
    setRefusal(null);
    const refused = checkCouponToApply(code, coupons);
    if (refused) return refuse(refused);
    const result = await apply.execute(code);
    if (!result.ok) return refuse(refusalText(result.failure));
    reset();
    setAnnouncement(couponAppliedMessage(code.trim()));
  });

  return (
    <form className={styles.couponForm} noValidate onSubmit={(event) => void submit(event)}>
      <Input
        label={COUPON_FIELD_LABEL}
        placeholder={COUPON_FIELD_PLACEHOLDER}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="go"
        error={formState.errors.code?.message ?? refusal}
        className={styles.couponField}
        end={
          <Button
            type="submit"
            variant="text"
            size="small"
            loading={formState.isSubmitting}
            loadingLabel={APPLYING_COUPON_LABEL}
            className={styles.applyButton}
          >
            {APPLY_COUPON_LABEL}
          </Button>
        }
        {...register('code', { onChange: () => setRefusal(null) })}
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </form>
  );
}
