// The compiled converter of querystrings and params (server/src/http/validator-compiler.ts) must
// convert exactly as TypeBox's Value.Convert does, on every route's text schemas and on the text a
// client can send: numbers written every way, booleans, repeated parameters, unknown keys.
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { IdParams } from '../../server/src/features/account/schemas.js';
import { CouponParams } from '../../server/src/features/cart/schemas.js';
import { ListingQuery, SearchQuery, SlugParams, TagListingQuery } from '../../server/src/features/catalogue/schemas.js';
import { OrderParams, OrdersQuery } from '../../server/src/features/orders/schemas.js';
import { compileConverter, validatorCompiler } from '../../server/src/http/validator-compiler.js';

const SCHEMAS = {
  ListingQuery,
  TagListingQuery,
  SearchQuery,
  OrdersQuery,
  SlugParams,
  IdParams,
  OrderParams,
  CouponParams,
  // Shapes no route has today: left whole to Value.Convert, or converted property by property.
  WithBoolean: Type.Object({ flag: Type.Boolean(), at: Type.Optional(Type.Number()) }),
  NotAnObject: Type.Integer(),
};

const TEXTS: unknown[] = ['', ' 12 ', '12', '1.5', '-3', '1e3', '0x10', 'true', 'FALSE', 'abc', 'NaN', '9007199254740993', 'price_asc', ['1', '2'], undefined];

/** Every property of the schema set to each text in turn, with an unknown key beside it. */
function queriesFor(schema: { properties?: Record<string, unknown> }): unknown[] {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return TEXTS;
  return keys.flatMap((key) => TEXTS.map((text) => ({ ...Object.fromEntries(keys.map((other) => [other, '1'])), [key]: text, unknown: '7' })));
}

const copy = (value: unknown) => (typeof value === 'object' && value !== null ? structuredClone(value) : value);

describe('the compiled converter of querystrings and params', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`converts ${name} exactly as Value.Convert does`, () => {
      const convert = compileConverter(schema);
      for (const query of queriesFor(schema as { properties?: Record<string, unknown> })) {
        expect(convert(copy(query)), JSON.stringify(query)).toEqual(Value.Convert(schema, copy(query)));
      }
    });
  }

  it('answers with the converted value, or the errors of what could not be converted', () => {
    const validate = validatorCompiler({ schema: ListingQuery, httpPart: 'querystring', method: 'GET', url: '/' }) as (value: unknown) => { value?: unknown; error?: unknown };
    expect(validate({ page: '2', perpage: '12', sort: 'price_asc' })).toEqual({ value: { page: 2, perpage: 12, sort: 'price_asc' } });
    const refused = validate({ page: 'two', sort: 'cheapest' });
    expect(refused.value).toBeUndefined();
    expect(refused.error).toBeTruthy();
  });

  it('never converts a body', () => {
    const validate = validatorCompiler({ schema: Type.Object({ quantity: Type.Integer() }), httpPart: 'body', method: 'POST', url: '/' }) as (value: unknown) => { value?: unknown; error?: unknown };
    expect(validate({ quantity: '2' }).error).toBeTruthy();
    expect(validate({ quantity: 2 })).toEqual({ value: { quantity: 2 } });
  });
});
