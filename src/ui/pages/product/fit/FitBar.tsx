import type { ProductDetail } from '@/application';
import { Suspense, useRef, useState } from 'react';
import { ProductFit, SizeGuide } from './fit-parts';
import { SIZE_GUIDE_LABEL } from './fit-texts';
import styles from './fit.module.less';

/** Props of the fit bar. */
export interface FitBarProps {
  readonly product: ProductDetail;
  readonly color: string | null;
  readonly size: string | null;
  readonly onChoose: (size: string) => void;
}

/**
 * Beside the size picker: "Size guide" (when the product's category has a chart) and what buyers
 * say of the fit. Its height is fixed, so the summary arriving after the first paint moves nothing.
 */
export function FitBar({ product, color, size, onChoose }: FitBarProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const guide = product.size_guide;
  const chart = guide?.chart ?? null;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className={styles.bar}>
      <ProductFit product={product} color={color} size={size} onChoose={onChoose} />
      {chart && guide ? (
        <>
          <button
            ref={button}
            type="button"
            className={styles.guideButton}
            aria-haspopup="dialog"
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
            onPointerEnter={() => void SizeGuide.prefetch().catch(() => undefined)}
          >
            {SIZE_GUIDE_LABEL}
          </button>
          {opened ? (
            <Suspense fallback={null}>
              <SizeGuide.Component open={open} onClose={close} product={product} chart={chart} model={guide.model} color={color} onChoose={onChoose} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
