/** The demo store's size charts (issue 34): which category has which, and the models' sizes. */
import type { BodyMeasure, MeasureRange } from '../../../src/domain/size-chart.js';

export interface SeedSizeChart {
  slug: string;
  name: string;
  measures: BodyMeasure[];
  rows: { size: string; measures: Partial<Record<BodyMeasure, MeasureRange>> }[];
  /** Categories (slugs) with this chart of their own; their children inherit it. */
  categories: string[];
}

type Ranges = Partial<Record<BodyMeasure, [number, number]>>;

function chart(slug: string, name: string, categories: string[], measures: BodyMeasure[], rows: Record<string, Ranges>): SeedSizeChart {
  return {
    slug,
    name,
    categories,
    measures,
    rows: Object.entries(rows).map(([size, ranges]) => ({
      size,
      measures: Object.fromEntries(Object.entries(ranges).map(([measure, [min, max]]) => [measure, { min, max }])),
    })),
  };
}

/**
 * Body measurements per size, in centimetres, as European high-street stores give them. A
 * department's chart covers its tops, dresses and knits; trousers, jeans and shorts have their own
 * with inside leg; shoes go by foot length (EU sizes); caps by head; bags and scarves are one size.
 */
export const SIZE_CHARTS: readonly SeedSizeChart[] = [
  chart('women', 'Women', ['women'], ['height', 'bust', 'waist', 'hips'], {
    XS: { height: [155, 163], bust: [78, 82], waist: [60, 64], hips: [86, 90] },
    S: { height: [158, 166], bust: [83, 87], waist: [65, 69], hips: [91, 95] },
    M: { height: [161, 169], bust: [88, 92], waist: [70, 74], hips: [96, 100] },
    L: { height: [164, 172], bust: [93, 98], waist: [75, 80], hips: [101, 106] },
    XL: { height: [167, 175], bust: [99, 104], waist: [81, 86], hips: [107, 112] },
  }),
  chart('women-bottoms', 'Women: trousers, jeans and skirts', ['women-jeans', 'women-trousers', 'women-skirts'], ['height', 'waist', 'hips', 'inside_leg'], {
    XS: { height: [155, 163], waist: [60, 64], hips: [86, 90], inside_leg: [76, 78] },
    S: { height: [158, 166], waist: [65, 69], hips: [91, 95], inside_leg: [77, 79] },
    M: { height: [161, 169], waist: [70, 74], hips: [96, 100], inside_leg: [78, 80] },
    L: { height: [164, 172], waist: [75, 80], hips: [101, 106], inside_leg: [79, 81] },
    XL: { height: [167, 175], waist: [81, 86], hips: [107, 112], inside_leg: [80, 82] },
  }),
  chart('men', 'Men', ['men'], ['height', 'chest', 'waist', 'hips'], {
    S: { height: [170, 176], chest: [88, 94], waist: [76, 82], hips: [90, 96] },
    M: { height: [174, 180], chest: [95, 101], waist: [83, 89], hips: [97, 103] },
    L: { height: [178, 184], chest: [102, 108], waist: [90, 96], hips: [104, 110] },
    XL: { height: [182, 188], chest: [109, 115], waist: [97, 103], hips: [111, 117] },
    XXL: { height: [186, 192], chest: [116, 122], waist: [104, 110], hips: [118, 124] },
  }),
  chart('men-bottoms', 'Men: trousers, jeans and shorts', ['men-jeans', 'men-trousers', 'men-shorts'], ['height', 'waist', 'hips', 'inside_leg'], {
    S: { height: [170, 176], waist: [76, 82], hips: [90, 96], inside_leg: [80, 81] },
    M: { height: [174, 180], waist: [83, 89], hips: [97, 103], inside_leg: [81, 82] },
    L: { height: [178, 184], waist: [90, 96], hips: [104, 110], inside_leg: [82, 83] },
    XL: { height: [182, 188], waist: [97, 103], hips: [111, 117], inside_leg: [83, 84] },
    XXL: { height: [186, 192], waist: [104, 110], hips: [118, 124], inside_leg: [84, 85] },
  }),
  chart('kids', 'Kids', ['kids'], ['height', 'chest', 'waist'], {
    '2Y': { height: [87, 92], chest: [52, 53], waist: [50, 51] },
    '4Y': { height: [99, 104], chest: [55, 56], waist: [52, 53] },
    '6Y': { height: [111, 116], chest: [58, 60], waist: [54, 55] },
    '8Y': { height: [123, 128], chest: [63, 65], waist: [57, 58] },
    '10Y': { height: [135, 140], chest: [68, 70], waist: [60, 61] },
    '12Y': { height: [147, 152], chest: [73, 75], waist: [63, 64] },
  }),
  chart('shoes', 'Shoes (EU)', ['sneakers', 'boots'], ['foot'], {
    '36': { foot: [22.6, 23.2] },
    '37': { foot: [23.3, 23.9] },
    '38': { foot: [24, 24.5] },
    '39': { foot: [24.6, 25.2] },
    '40': { foot: [25.3, 25.9] },
    '41': { foot: [26, 26.5] },
    '42': { foot: [26.6, 27.2] },
    '43': { foot: [27.3, 27.9] },
    '44': { foot: [28, 28.5] },
  }),
  chart('caps', 'Caps and hats', ['caps-hats'], ['head'], { 'One size': { head: [55, 60] } }),
  chart('one-size', 'Accessories', ['accessories'], [], { 'One size': {} }),
];

/** The model's height by department and the size they wear (the run's second size: S women, M men). */
export const MODELS: Readonly<Record<string, { heights: readonly number[]; size: string }>> = {
  women: { heights: [172, 174, 175, 177, 178], size: 'S' },
  men: { heights: [183, 185, 186, 188], size: 'M' },
  kids: { heights: [116, 118, 121], size: '6Y' },
};

/** One product in this many has no model (flat-lay only): "most products" have one. */
export const WITHOUT_MODEL_EVERY = 6;
