import { Type } from 'typebox';
import { Nullable, Strict } from '../../http/schema-kit.js';

const MEASURES = ['height', 'bust', 'chest', 'waist', 'hips', 'inside_leg', 'foot', 'head'] as const;
const Measure = Type.Enum([...MEASURES]);
const Range = Type.Object({ min: Type.Number(), max: Type.Number() });
const Ranges = Type.Object({
  height: Type.Optional(Range),
  bust: Type.Optional(Range),
  chest: Type.Optional(Range),
  waist: Type.Optional(Range),
  hips: Type.Optional(Range),
  inside_leg: Type.Optional(Range),
  foot: Type.Optional(Range),
  head: Type.Optional(Range),
});
const Centimetres = Type.Optional(Type.Number({ minimum: 20, maximum: 250 }));

/** A size chart: body measurements in centimetres per size, smallest size first. */
export const SizeChart = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  measures: Type.Array(Measure),
  rows: Type.Array(Type.Object({ size: Type.String(), measures: Ranges })),
});

/** The product page's size guide. */
export const SizeGuide = Type.Object({
  chart: Nullable(SizeChart),
  model: Nullable(Type.Object({ height_cm: Type.Integer(), size: Type.String() })),
});

/** A shopper's measurements in centimetres; any may be left out. */
const Measurements = Strict({
  height: Centimetres,
  bust: Centimetres,
  chest: Centimetres,
  waist: Centimetres,
  hips: Centimetres,
  inside_leg: Centimetres,
  foot: Centimetres,
  head: Centimetres,
});

/** The size a shopper found for a chart. */
export const ShopperSize = Type.Object({ chart: Type.String(), size: Type.String(), measurements: Measurements });
export const ShopperSizeBody = Strict({ size: Type.String({ minLength: 1, maxLength: 20 }), measurements: Measurements });
export const ChartParams = Strict({ chart: Type.String({ maxLength: 60 }) });
