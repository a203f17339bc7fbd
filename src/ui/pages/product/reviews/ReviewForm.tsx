import type { Review, ReviewInput } from '@/application';
import { FIT_LABELS, FIT_VERDICTS, type FitVerdict, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, reviewErrors } from '@/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Input } from '../../../components/input';
import { RadioGroup } from '../../../components/radio-group';
import { Select } from '../../../components/select';
import { TextArea } from '../../../components/textarea';
import { CANCEL, CHOOSE, FIT_LEGEND, RATING_LEGEND, SAVE_REVIEW, SIZE_BOUGHT_LABEL, SUBMIT_REVIEW, TEXT_LABEL, TITLE_LABEL } from './review-texts';
import styles from './reviews.module.less';

/** Props of the review form. */
export interface ReviewFormProps {
  readonly sizes: readonly string[];
  readonly review?: Review | null;
  readonly title: string;
  readonly onSubmit: (input: ReviewInput) => Promise<{ message: string; fieldErrors: Record<string, string> } | null>;
  readonly onCancel?: () => void;
}

/** A rating, the size bought and its fit, with an optional title and text; errors below their fields. */
export function ReviewForm({ sizes, review = null, title, onSubmit, onCancel }: ReviewFormProps) {
  const titleId = useId();
  const [rating, setRating] = useState(review ? String(review.rating) : '');
  const [size, setSize] = useState(review?.size ?? (sizes.length === 1 ? sizes[0]! : ''));
  const [fit, setFit] = useState<string>(review?.fit ?? '');
  const [heading, setHeading] = useState(review?.title ?? '');
  const [text, setText] = useState(review?.text ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { rating: Number(rating), size, fit: fit as FitVerdict, title: heading, text };
    const found = reviewErrors(input, sizes);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const refusal = await onSubmit(input);
    setBusy(false);
    setMessage(refusal?.message ?? null);
    setErrors(refusal?.fieldErrors ?? {});
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.formTitle}>
        {title}
      </h3>
      <RadioGroup
        legend={RATING_LEGEND}
        name={`rating-${titleId}`}
        options={[1, 2, 3, 4, 5].map((stars) => ({ value: String(stars), label: `${stars} ${stars === 1 ? 'star' : 'stars'}` }))}
        value={rating}
        onValueChange={setRating}
        error={errors.rating}
      />
      {sizes.length > 0 ? (
        <Select
          label={SIZE_BOUGHT_LABEL}
          options={sizes.map((value) => ({ value, label: value }))}
          placeholder={CHOOSE}
          value={size}
          onChange={(event) => setSize(event.target.value)}
          error={errors.size}
        />
      ) : null}
      <RadioGroup
        legend={FIT_LEGEND}
        name={`fit-${titleId}`}
        options={FIT_VERDICTS.map((value) => ({ value, label: FIT_LABELS[value] }))}
        value={fit}
        onValueChange={setFit}
        error={errors.fit}
      />
      <Input label={TITLE_LABEL} value={heading} maxLength={REVIEW_TITLE_MAX} onChange={(event) => setHeading(event.target.value)} error={errors.title} />
      <TextArea label={TEXT_LABEL} value={text} maxLength={REVIEW_TEXT_MAX} rows={5} onChange={(event) => setText(event.target.value)} error={errors.text} />
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" loading={busy} loadingLabel="Saving your review">
          {review ? SAVE_REVIEW : SUBMIT_REVIEW}
        </Button>
        {onCancel ? (
          <Button type="button" variant="text" onClick={onCancel}>
            {CANCEL}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
