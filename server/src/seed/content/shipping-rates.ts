/** Where the demo store delivers, and for how much; README.md in the seed folder documents them. */

/** A destination's fee and insurance supplement in cents (null: insurance not offered there). */
export interface ShippingRate {
  fee: number;
  insurance: number | null;
}

/**
 * The demo store's rates by ISO 3166-1 alpha-2 code; every other country is not delivered to.
 * Migration 0002 wrote these same rates into the databases it created before they moved here.
 */
export const SHIPPING_RATES: Readonly<Record<string, ShippingRate>> = {
  LB: { fee: 500, insurance: 300 },
  AE: { fee: 1500, insurance: 500 },
  SA: { fee: 1500, insurance: 500 },
  QA: { fee: 1500, insurance: 500 },
  KW: { fee: 1500, insurance: 500 },
  JO: { fee: 1200, insurance: null },
  CY: { fee: 1800, insurance: 600 },
  FR: { fee: 2500, insurance: 800 },
  GB: { fee: 2500, insurance: 800 },
  US: { fee: 3000, insurance: 1000 },
  CA: { fee: 3000, insurance: null },
};
