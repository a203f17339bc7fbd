import { type TSchema, type TProperties, Type } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../../../src/domain/email.js';

// Small builders so every schema says the same things the same way.

/** An object that rejects unknown fields (bodies and queries). */
export const Strict = <T extends TProperties>(properties: T) => Type.Object(properties, { additionalProperties: false });

/** `T | null`. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The largest value of a PostgreSQL `integer` column: every id, price and count the API takes is one. */
export const INT32_MAX = 2_147_483_647;

/** A positive integer id, within its `integer` column. */
export const Id = Type.Integer({ minimum: 1, maximum: INT32_MAX });

/** Integer cents, within an `integer` column. */
export const Cents = Type.Integer({ minimum: -INT32_MAX - 1, maximum: INT32_MAX });

/** Holds at least one character that is not white space (a required field of blanks is empty). */
export const NOT_BLANK = '\\S';

/** A required line of text: not empty, not only blanks (routes trim what they keep). */
export const Text = (maxLength = 200) => Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK });

/** An e-mail address; the `email` format is the SPA's e-mail rule (http/formats.ts, src/domain/email.ts). */
export const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH });

/** The error answer shape shared by every call. */
export const ErrorAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ errors: Type.Record(Type.String(), Type.String()) }, { additionalProperties: true }),
});

/** `{ rows, count, page, perpage, total }`: `count` is the number of pages. */
export const Paged = <T extends TSchema>(row: T) =>
  Type.Object({
    rows: Type.Array(row),
    count: Type.Integer(),
    page: Type.Integer(),
    perpage: Type.Integer(),
    total: Type.Integer(),
  });

export const PageQuery = {
  // Far past any catalogue's last page, and its OFFSET still a number PostgreSQL takes.
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  perpage: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: 12 })),
};

/** Page arithmetic of the paged answers. */
export function pageOf(page = 1, perpage = 12) {
  return { page, perpage, offset: (page - 1) * perpage };
}

export function pagedAnswer<T>(rows: T[], total: number, page: number, perpage: number) {
  return { rows, count: Math.ceil(total / perpage), page, perpage, total };
}

export const MessageAnswer = Type.Object({ message: Type.String() });
