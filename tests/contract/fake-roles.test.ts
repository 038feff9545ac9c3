// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AuthNeed } from '../../mocks/context.ts';
import { registeredOperations } from '../../mocks/lib/route.ts';
import { installFakeBackend } from '../../mocks/test-utils.ts';
import { type Actor, OPERATIONS, tokenOf, validRequest } from './contract-requests';

/**
 * Roles of the fake backend, for every operation of the bundled contract: the valid request of
 * the operation (built from the contract's examples, as in fake-responses.test.ts) is sent with
 * no token, with the demo member's token and with the demo affiliate's token. A caller the
 * route's declared auth need excludes gets the contract's refusal (401 without a session, 403
 * FORBIDDEN for an account of the wrong type), never a 2xx; a caller it admits is not refused
 * for who it is.
 */
const backend = installFakeBackend();

const ACTORS: readonly Actor[] = ['guest', 'member', 'affiliate'];
const ADMITS: Record<AuthNeed, readonly Actor[]> = {
  guest: ['guest', 'member', 'affiliate'],
  member: ['member'],
  agent: ['affiliate'],
  any: ['member', 'affiliate'],
};

type Answer = { status: number; body: { code?: unknown } | null };
const refusedForWho = (answer: Answer) =>
  answer.status === 401 || (answer.status === 403 && answer.body?.code === 'FORBIDDEN');

describe.each(OPERATIONS.map((op) => [`${op.id} (${op.method} ${op.template})`, op] as const))(
  '%s',
  (_name, op) => {
    it('answers 2xx only to the callers its auth need admits: 401 without a session, 403 for the wrong account type', async () => {
      const need = registeredOperations.get(op.id);
      expect(need, `${op.id} declares no auth need`).toBeDefined();
      if (!need) return;
      for (const actor of ACTORS) {
        const token = await tokenOf(backend.fake().ctx, actor);
        const request = validRequest(op, token, backend);
        const answer = await backend.call<Answer['body']>(op.method, request.path, request.options);
        const detail = `${actor} (auth ${need}) -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
        if (ADMITS[need].includes(actor)) {
          expect(refusedForWho(answer), detail).toBe(false);
        } else {
          expect(answer.status, detail).toBe(actor === 'guest' ? 401 : 403);
          expect(answer.body?.code, detail).toBe(
            actor === 'guest' ? 'UNAUTHENTICATED' : 'FORBIDDEN',
          );
        }
      }
    });

    it('is described by the contract as the fake declares it: a guest operation has security [], the others list 401 and 403', () => {
      const need = registeredOperations.get(op.id);
      const guestInContract = Array.isArray(op.raw.security) && op.raw.security.length === 0;
      expect(need === 'guest', `${op.id}: auth ${String(need)}`).toBe(guestInContract);
      if (need !== 'guest') expect(op.listed).toEqual(expect.arrayContaining(['401', '403']));
    });
  },
);
