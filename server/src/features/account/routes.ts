import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import { ownerFilter, userIdOf } from '../../http/authentication.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { ErrorAnswer } from '../../http/schema-kit.js';
import { passwordProblem } from '../../security/password-rules.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { User } from '../auth/schemas.js';
import { findUser } from '../auth/users.js';
import { ADDRESS_COLUMNS, findOwnAddress } from './addresses.js';
import * as S from './schemas.js';

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
export const UNKNOWN_COUNTRY = 'Please choose a country from the list.';

/** Profile and password (users); addresses (users and guests). Someone else's id answers 404. */
export function accountRoutes({ db, auth }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['account'];

    app.get(
      '/api/account/profile',
      { preHandler: auth.requireUser, schema: { tags, response: { 200: User, 401: ErrorAnswer } } },
      async (request) => findUser(db, userIdOf(request)),
    );

    app.put(
      '/api/account/profile',
      { preHandler: auth.requireUser, schema: { tags, body: S.ProfileBody, response: { 200: User, 401: ErrorAnswer, 422: ErrorAnswer } } },
      async (request) => {
        const { first_name, last_name, phone, birth_date, gender } = request.body;
        const id = userIdOf(request);
        await db.updateTable('users').set({ first_name, last_name, phone, birth_date, gender }).where('id', '=', id).execute();
        return findUser(db, id);
      },
    );

    app.put(
      '/api/account/password',
      { preHandler: auth.requireUser, schema: { tags, body: S.PasswordBody, response: { 204: Type.Null(), 401: ErrorAnswer, 422: ErrorAnswer } } },
      async (request, reply) => {
        const id = userIdOf(request);
        const user = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
        if (!(await verifyPassword(request.body.current_password, user.password_hash))) {
          throw unprocessable({ current_password: WRONG_CURRENT_PASSWORD });
        }
        const problem = passwordProblem(request.body.new_password);
        if (problem !== null) throw unprocessable({ new_password: problem });
        await db.updateTable('users').set({ password_hash: await hashPassword(request.body.new_password) }).where('id', '=', id).execute();
        return reply.status(204).send(null);
      },
    );

    async function addressValues(body: Static<typeof S.AddressBody>) {
      const country_code = body.country_code.toUpperCase();
      const country = await db.selectFrom('countries').select('code').where('code', '=', country_code).executeTakeFirst();
      if (country === undefined) throw unprocessable({ country_code: UNKNOWN_COUNTRY });
      return {
        label: body.label ?? null,
        first_name: body.first_name,
        last_name: body.last_name,
        phone: body.phone,
        country_code,
        city: body.city,
        street: body.street,
        building: body.building ?? null,
        floor: body.floor ?? null,
        zip: body.zip ?? null,
        instructions: body.instructions ?? null,
      };
    }

    app.get(
      '/api/account/addresses',
      { preHandler: auth.requireAny, schema: { tags, response: { 200: Type.Array(S.Address), 401: ErrorAnswer } } },
      async (request) => {
        const owner = ownerFilter(request);
        return db.selectFrom('addresses').select(ADDRESS_COLUMNS).where(owner.column, '=', owner.id).orderBy('id').execute();
      },
    );

    app.post(
      '/api/account/addresses',
      { preHandler: auth.requireAny, schema: { tags, body: S.AddressBody, response: { 201: S.Address, 401: ErrorAnswer, 422: ErrorAnswer } } },
      async (request, reply) => {
        const owner = ownerFilter(request);
        const address = await db
          .insertInto('addresses')
          .values({ ...(await addressValues(request.body)), [owner.column]: owner.id })
          .returning(ADDRESS_COLUMNS)
          .executeTakeFirstOrThrow();
        return reply.status(201).send(address);
      },
    );

    app.get(
      '/api/account/addresses/:id',
      { preHandler: auth.requireAny, schema: { tags, params: S.IdParams, response: { 200: S.Address, 401: ErrorAnswer, 404: ErrorAnswer } } },
      async (request) => {
        const address = await findOwnAddress(db, ownerFilter(request), request.params.id);
        if (address === undefined) throw notFound('address');
        return address;
      },
    );

    app.put(
      '/api/account/addresses/:id',
      {
        preHandler: auth.requireAny,
        schema: { tags, params: S.IdParams, body: S.AddressBody, response: { 200: S.Address, 401: ErrorAnswer, 404: ErrorAnswer, 422: ErrorAnswer } },
      },
      async (request) => {
        const owner = ownerFilter(request);
        if ((await findOwnAddress(db, owner, request.params.id)) === undefined) throw notFound('address');
        return db
          .updateTable('addresses')
          .set(await addressValues(request.body))
          .where('id', '=', request.params.id)
          .where(owner.column, '=', owner.id)
          .returning(ADDRESS_COLUMNS)
          .executeTakeFirstOrThrow();
      },
    );

    app.delete(
      '/api/account/addresses/:id',
      { preHandler: auth.requireAny, schema: { tags, params: S.IdParams, response: { 204: Type.Null(), 401: ErrorAnswer, 404: ErrorAnswer } } },
      async (request, reply) => {
        const owner = ownerFilter(request);
        const deleted = await db.deleteFrom('addresses').where('id', '=', request.params.id).where(owner.column, '=', owner.id).executeTakeFirst();
        if (deleted.numDeletedRows === 0n) throw notFound('address');
        return reply.status(204).send(null);
      },
    );
  };
}
