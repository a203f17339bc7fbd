import { RANGE_SLIDER_DEFAULTS, sliderFraction, type SliderRange, type SliderScale } from '@/domain';
import { useId, useRef } from 'react';
import styles from './range-slider.module.less';
import { useThumbMoves } from './use-thumb-moves';

/** Props of RangeSlider. */
export interface RangeSliderProps {
  /** Names the slider (a group of two thumbs) for screen readers. */
  readonly label: string;
  /** Names of the lower and the upper thumb ("Minimum price", "Maximum price"). */
  readonly thumbLabels: readonly [string, string];
  readonly value: SliderRange;
  /** Called as a thumb moves (dragging, each key). */
  readonly onChange: (value: SliderRange) => void;
  /** Called when a move ends: the pointer released, the key let go. */
  readonly onCommit?: (value: SliderRange) => void;
  /** Spec §9 defaults: 0. */
  readonly min?: number;
  /** Spec §9 defaults: 100. */
  readonly max?: number;
  /** Spec §9 defaults: 2. */
  readonly significantFigures?: number;
  /** The finest step (default 1). */
  readonly step?: number;
  /** How a value reads aloud and on screen ("$140"). */
  readonly formatValue?: (value: number) => string;
  readonly disabled?: boolean;
  readonly className?: string;
}

/**
 * The kit's range slider (spec §9: min 0, max 100, 2 significant figures): two thumbs on one
 * track, dragged with a mouse or a finger (a press on the track takes the nearer thumb there) or
 * moved with the keyboard (arrows, PageUp/PageDown a tenth, Home/End), each an ARIA slider with
 * its value, bounds and text. Values come from the domain's rule; the thumbs never cross.
 */
export function RangeSlider({
  label,
  thumbLabels,
  value,
  onChange,
  onCommit,
  min = RANGE_SLIDER_DEFAULTS.min,
  max = RANGE_SLIDER_DEFAULTS.max,
  significantFigures = RANGE_SLIDER_DEFAULTS.significantFigures,
  step = RANGE_SLIDER_DEFAULTS.step,
  formatValue = String,
  disabled = false,
  className,
}: RangeSliderProps) {
  const scale: SliderScale = { min, max, significantFigures, step };
  const labelId = `slider-${useId()}`;
  const track = useRef<HTMLDivElement>(null);
  const moves = useThumbMoves(track, { value, scale, disabled, onChange, onCommit });

  const [lower, upper] = value;
  const from = sliderFraction(lower, scale) * 100;
  const to = sliderFraction(upper, scale) * 100;

  return (
    <div role="group" aria-labelledby={labelId} className={[styles.slider, className].filter(Boolean).join(' ')} data-disabled={disabled || undefined}>
      <span id={labelId} className="visually-hidden">
        {label}
      </span>
      <div
        ref={track}
        className={styles.track}
        {...moves.track}
        data-testid="range-slider-track"
      >
        <div className={styles.rail} aria-hidden="true" />
        <div className={styles.fill} style={{ left: `${from}%`, right: `${100 - to}%` }} aria-hidden="true" />
        {([0, 1] as const).map((thumb) => {
          const own = thumb === 0 ? lower : upper;
          return (
            <div
              key={thumb}
              ref={moves.thumbRef(thumb)}
              role="slider"
              tabIndex={disabled ? -1 : 0}
              className={styles.thumb}
              style={{ left: `${thumb === 0 ? from : to}%`, zIndex: moves.top === thumb ? 2 : 1 }}
              aria-label={thumbLabels[thumb]}
              aria-orientation="horizontal"
              aria-valuemin={thumb === 0 ? min : lower}
              aria-valuemax={thumb === 0 ? upper : max}
              aria-valuenow={own}
              aria-valuetext={formatValue(own)}
              aria-disabled={disabled || undefined}
              onKeyDown={(event) => moves.onKeyDown(thumb, event)}
              onKeyUp={moves.onKeyUp}
              onBlur={moves.onBlur}
            />
          );
        })}
      </div>
    </div>
  );
}
