import { FindMySize, FitPreferencesService, type ProductDetail, ProductReviews, type SizeGuide as SizeGuideModel } from '@/application';
import {
  type BodyMeasure,
  type BodyMeasurements,
  cmToInches,
  formatRange,
  HOW_TO_MEASURE,
  inchesToCm,
  MEASURE_LABELS,
  type MeasureUnit,
  type SizeChart,
  type SizeRecommendation,
  stockOfSize,
} from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { type FormEvent, useId, useState } from 'react';
import { useServiceLocator } from '../../../app/services';
import { useSmallScreen } from '../../../catalogue/media/use-small-screen';
import { Button } from '../../../components/button';
import { Drawer } from '../../../components/drawer';
import { Input } from '../../../components/input';
import { RadioGroup } from '../../../components/radio-group';
import {
  chosenLine,
  FIND_MY_SIZE_BUTTON,
  FIND_MY_SIZE_INTRO,
  FIND_MY_SIZE_TITLE,
  HOW_TO_MEASURE_TITLE,
  modelLine,
  ONE_SIZE_NOTE,
  recommendedLine,
  SIZE_CHART_TITLE,
  SIZE_COLUMN,
  SIZE_GUIDE_TITLE,
  UNIT_LABELS,
  UNIT_LEGEND,
} from './fit-texts';
import { fitCountsOf } from './ProductFit';
import { useFitFeature } from './use-fit-feature';
import styles from './fit.module.less';

/** Props of the size guide. */
export interface SizeGuideProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly product: ProductDetail;
  readonly chart: SizeChart;
  readonly model: SizeGuideModel['model'];
  readonly color: string | null;
  readonly onChoose: (size: string) => void;
}

/** The size guide: a drawer on desktop, a bottom sheet on phones, with "find my size", the chart and how to measure. */
export function SizeGuide(props: SizeGuideProps) {
  const small = useSmallScreen();
  const ready = useFitFeature(true, true);
  return (
    <Drawer open={props.open} onClose={props.onClose} title={SIZE_GUIDE_TITLE} side={small ? 'bottom' : 'right'} className={small ? styles.sheet : undefined}>
      {ready ? <SizeGuideContent {...props} /> : null}
    </Drawer>
  );
}

function SizeGuideContent({ product, chart, model, color, onChoose }: SizeGuideProps) {
  const preferences = useServiceLocator().get(FitPreferencesService);
  const unit = useObservableEagerState(preferences.unit$);
  return (
    <div className={styles.guide}>
      <p className={styles.chartName}>{chart.name}</p>
      {model ? <p className={styles.model}>{modelLine(model.height_cm, model.size, unit)}</p> : null}
      <RadioGroup
        legend={UNIT_LEGEND}
        name={`unit-${product.id}`}
        options={(['cm', 'in'] as const).map((value) => ({ value, label: UNIT_LABELS[value] }))}
        value={unit}
        onValueChange={(value) => preferences.chooseUnit(value === 'in' ? 'in' : 'cm')}
      />
      {chart.measures.length > 0 ? <FindMySizeForm product={product} chart={chart} unit={unit} color={color} onChoose={onChoose} /> : <p>{ONE_SIZE_NOTE}</p>}
      {chart.measures.length > 0 ? <ChartTable chart={chart} unit={unit} /> : null}
      {chart.measures.length > 0 ? <HowToMeasure measures={chart.measures} /> : null}
    </div>
  );
}

/** The chart as a table: a row per size, a column per measurement, in the chosen unit. */
function ChartTable({ chart, unit }: { chart: SizeChart; unit: MeasureUnit }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {SIZE_CHART_TITLE}
      </h3>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby={titleId}>
        <table className={styles.table} data-testid="size-chart">
          <caption className="visually-hidden">
            {chart.name}, body measurements in {UNIT_LABELS[unit]}
          </caption>
          <thead>
            <tr>
              <th scope="col">{SIZE_COLUMN}</th>
              {chart.measures.map((measure) => (
                <th key={measure} scope="col">
                  {MEASURE_LABELS[measure]} ({unit === 'cm' ? 'cm' : 'in'})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                {chart.measures.map((measure) => (
                  <td key={measure}>{formatRange(row.measures[measure], unit)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function HowToMeasure({ measures }: { measures: readonly BodyMeasure[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {HOW_TO_MEASURE_TITLE}
      </h3>
      <dl className={styles.howTo}>
        {measures.map((measure) => (
          <div key={measure}>
            <dt>{MEASURE_LABELS[measure]}</dt>
            <dd>{HOW_TO_MEASURE[measure]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A centimetre value shown in the unit, for the form's fields. */
function shown(cm: number | undefined, unit: MeasureUnit): string {
  if (cm === undefined) return '';
  return String(unit === 'cm' ? cm : cmToInches(cm));
}

/** The shopper's measurements: fields in the chosen unit, the answer and what it did to the size picker. */
function FindMySizeForm({ product, chart, unit, color, onChoose }: { product: ProductDetail; chart: SizeChart; unit: MeasureUnit; color: string | null; onChoose: (size: string) => void }) {
  const services = useServiceLocator();
  const findMySize = services.get(FindMySize);
  const reviews = useObservableEagerState(services.get(ProductReviews).state$);
  const kept = services.get(FitPreferencesService).snapshot.sizes[chart.slug]?.measurements ?? {};
  const [values, setValues] = useState<Partial<Record<BodyMeasure, string>>>(() => Object.fromEntries(chart.measures.map((measure) => [measure, shown(kept[measure], unit)])));
  const [shownUnit, setShownUnit] = useState(unit);
  const [answer, setAnswer] = useState<SizeRecommendation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const errorId = useId();

  // The fields follow a change of unit, converting what was typed.
  if (shownUnit !== unit) {
    setShownUnit(unit);
    setValues((current) => Object.fromEntries(Object.entries(current).map(([measure, text]) => [measure, text === '' || text === undefined ? '' : shown(toCm(text, shownUnit), unit)])));
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const measurements: BodyMeasurements = {};
    for (const measure of chart.measures) {
      const text = values[measure]?.trim() ?? '';
      if (text !== '') measurements[measure] = toCm(text, unit);
    }
    const found = await findMySize.execute(chart, measurements, reviews.productId === product.id ? fitCountsOf(reviews.page) : null);
    if (!found.ok) {
      setAnswer(null);
      setError(found.failure.message);
      return;
    }
    setError(null);
    setAnswer(found.value);
    if (product.sizes.includes(found.value.size) && stockOfSize(product, color, found.value.size) > 0) onChoose(found.value.size);
  };

  const inStock = answer !== null && stockOfSize(product, color, answer.size) > 0;
  return (
    <section aria-labelledby={titleId} className={styles.finder}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {FIND_MY_SIZE_TITLE}
      </h3>
      <p className={styles.intro}>{FIND_MY_SIZE_INTRO}</p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? errorId : undefined}>
        <div className={styles.fields}>
          {chart.measures.map((measure) => (
            <Input
              key={measure}
              label={`${MEASURE_LABELS[measure]} (${unit === 'cm' ? 'cm' : 'in'})`}
              inputMode="decimal"
              autoComplete="off"
              value={values[measure] ?? ''}
              onChange={(event) => setValues((current) => ({ ...current, [measure]: event.target.value }))}
            />
          ))}
        </div>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="outline" fullWidth>
          {FIND_MY_SIZE_BUTTON}
        </Button>
      </form>
      <SizeAnswer answer={answer} offered={answer !== null && product.sizes.includes(answer.size)} inStock={inStock} />
    </section>
  );
}

/** The recommended size with its notes, and whether the size picker took it; announced when it changes. */
function SizeAnswer({ answer, offered, inStock }: { answer: SizeRecommendation | null; offered: boolean; inStock: boolean }) {
  return (
    <div role="status" className={styles.answer} data-testid="size-recommendation">
      {answer ? (
        <>
          <p className={styles.recommended}>{recommendedLine(answer.size)}</p>
          {answer.notes.map((note) => (
            <p key={note} className={styles.note}>
              {note}
            </p>
          ))}
          {offered ? <p className={styles.note}>{chosenLine(answer.size, inStock)}</p> : null}
        </>
      ) : null}
    </div>
  );
}

/** A typed measurement in centimetres; not a number stays not a number, for the domain to refuse. */
function toCm(text: string, unit: MeasureUnit): number {
  const value = Number(text.replace(',', '.'));
  return unit === 'cm' ? value : inchesToCm(value);
}
