import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import { ownerFilter, userIdOf } from '../../http/authentication.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { ErrorAnswer } from '../../http/schema-kit.js';
import { addressProblems } from '../../../../src/domain/address.js';
import { passwordProblem } from '../../../../src/domain/password-rules.js';
import { hashPassword, verifyPassword } from '../../security/passwords.js';
import { User } from '../auth/schemas.js';
import { revokeOtherSessions } from '../auth/tokens.js';
import { findUser, passwordHashOf, setPasswordHash, updateProfile } from '../auth/users.js';
import { countryExists } from '../content/countries.js';
import { type AddressValues, deleteOwnAddress, findOwnAddress, insertAddress, listOwnAddresses, makeDefaultAddress, updateOwnAddress } from './addresses.js';
import * as S from './schemas.js';

export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
export const UNKNOWN_COUNTRY = 'Please choose a country from the list.';

/** Profile and password (users); addresses (users and guests). Someone else's id answers 404. */
export function accountRoutes({ db, auth, clock }: AppContext): FastifyPluginAsyncTypebox {
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
        const { first_name, last_name, phone, birth_date, gender, price_drop_digest } = request.body;
        const id = userIdOf(request);
        await updateProfile(db, id, { first_name, last_name, phone, birth_date, gender, ...(price_drop_digest === undefined ? {} : { price_drop_digest }) });
        return findUser(db, id);
      },
    );

    app.put(
      '/api/account/password',
      { preHandler: auth.requireUser, schema: { tags, body: S.PasswordBody, response: { 204: Type.Null(), 401: ErrorAnswer, 422: ErrorAnswer } } },
      async (request, reply) => {
        const id = userIdOf(request);
        if (!(await verifyPassword(request.body.current_password, await passwordHashOf(db, id)))) {
          throw unprocessable({ current_password: WRONG_CURRENT_PASSWORD });
        }
        const problem = passwordProblem(request.body.new_password);
        if (problem !== null) throw unprocessable({ new_password: problem });
        await setPasswordHash(db, id, await hashPassword(request.body.new_password));
        // Whoever else held a session with the old password loses it; this one stays.
        if (request.principal !== null) auth.tokensChanged(await revokeOtherSessions(db, id, request.principal.tokenId, clock.now()));
        return reply.status(204).send(null);
      },
    );

    async function addressValues(body: Static<typeof S.AddressBody>): Promise<AddressValues> {
      // The address form's rules (src/domain): the API refuses exactly what the form refuses.
      const problems = addressProblems(body);
      if (Object.keys(problems).length > 0) throw unprocessable(problems);
      const country_code = body.country_code.toUpperCase();
      if (!(await countryExists(db, country_code))) throw unprocessable({ country_code: UNKNOWN_COUNTRY });
      // Kept trimmed, as the form sends them; the required ones were found filled in above.
      const text = (value: string | null | undefined) => (value ?? '').trim();
      const optional = (value: string | null | undefined) => (text(value) === '' ? null : text(value));
      return {
        label: optional(body.label),
        first_name: text(body.first_name),
        last_name: text(body.last_name),
        phone: text(body.phone),
        country_code,
        city: text(body.city),
        area: text(body.area),
        street: text(body.street),
        building: optional(body.building),
        floor: optional(body.floor),
        zip: optional(body.zip),
        instructions: optional(body.instructions),
      };
    }

    app.get(
      '/api/account/addresses',
      { preHandler: auth.requireAny, schema: { tags, response: { 200: Type.Array(S.Address), 401: ErrorAnswer } } },
      async (request) => listOwnAddresses(db, ownerFilter(request)),
    );

    app.post(
      '/api/account/addresses',
      { preHandler: auth.requireAny, schema: { tags, body: S.AddressBody, response: { 201: S.Address, 401: ErrorAnswer, 422: ErrorAnswer } } },
      async (request, reply) => {
        const address = await insertAddress(db, ownerFilter(request), await addressValues(request.body));
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
        const address = await updateOwnAddress(db, owner, request.params.id, await addressValues(request.body));
        if (address === undefined) throw notFound('address');
        return address;
      },
    );

    app.put(
      '/api/account/addresses/:id/default',
      { preHandler: auth.requireAny, schema: { tags, params: S.IdParams, response: { 200: S.Address, 401: ErrorAnswer, 404: ErrorAnswer } } },
      async (request) => {
        const address = await makeDefaultAddress(db, ownerFilter(request), request.params.id);
        if (address === undefined) throw notFound('address');
        return address;
      },
    );

    app.delete(
      '/api/account/addresses/:id',
      { preHandler: auth.requireAny, schema: { tags, params: S.IdParams, response: { 204: Type.Null(), 401: ErrorAnswer, 404: ErrorAnswer } } },
      async (request, reply) => {
        if (!(await deleteOwnAddress(db, ownerFilter(request), request.params.id))) throw notFound('address');
        return reply.status(204).send(null);
      },
    );
  };
}
