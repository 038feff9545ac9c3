import * as z from 'zod';
import { filled, loginName, password, required } from '@/api/fields';
import { AffiliateLoginRefusalCode } from '@/api/generated/model';
import { ApiError } from '@/api/http/api-error';

/** The agent sign-in form: the member sign-in's field rules (spec §5). */
export const agentSignInSchema = z.object({
  username: filled(loginName, required('username')),
  password: filled(password, required('password')),
});
export type AgentSignInForm = z.infer<typeof agentSignInSchema>;

const REFUSALS: readonly string[] = Object.values(AffiliateLoginRefusalCode);

/**
 * The translated reason of a refused agent sign-in (403 with a code per affiliate status, spec
 * §3: an agent that is not Active cannot act), or undefined for any other failure.
 */
export function refusalKey(error: unknown): string | undefined {
  return error instanceof ApiError && error.code !== undefined && REFUSALS.includes(error.code)
    ? `affiliate.sign_in.refused.${error.code}`
    : undefined;
}
