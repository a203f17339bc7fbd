import { type TSchema, type TProperties, Type } from 'typebox';

// Small builders so every schema says the same things the same way.

/** An object that rejects unknown fields (bodies and queries). */
export const Strict = <T extends TProperties>(properties: T) => Type.Object(properties, { additionalProperties: false });

/** `T | null`. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A positive integer id. */
export const Id = Type.Integer({ minimum: 1 });

/** Integer cents. */
export const Cents = Type.Integer();

/** A trimmed, non-empty line of text. */
export const Text = (maxLength = 200) => Type.String({ minLength: 1, maxLength });

export const Email = Type.String({ format: 'email', maxLength: 254 });

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
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
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
