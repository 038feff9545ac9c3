import type { QueryClient } from '@tanstack/react-query';
import { encryptSecret } from '@/api/crypto';
import {
  getGetAffiliateInfoQueryKey,
  loginAffiliate,
  useGetAffiliateInfo,
} from '@/api/generated/endpoints/affiliate/affiliate';
import type { AffiliateAgentInfoResponse } from '@/api/generated/model';
import { beginSession, useAccountRole, useSignedIn } from '@/features/auth';
import { browserFingerprint } from '@/shared/lib/fingerprint';
import type { AgentSignInForm } from '../model/sign-in';

/**
 * Signs an agent in as a member signs in (spec §4): the password encrypted with the server's
 * key, the fingerprint along, the token stored with its refresh time and the role 'agent'. A
 * refusal (wrong password, lockout, the agent's status) is the form's to show.
 */
export async function signInAgent(values: AgentSignInForm, queryClient: QueryClient) {
  const password = await encryptSecret(values.password);
  const response = await loginAffiliate(
    { fingerprint: browserFingerprint(), username: values.username, password },
    undefined,
    { handlesErrors: true, isSignIn: true },
  );
  const { token, token_refresh_time, agent } = response.data;
  beginSession(token, token_refresh_time, 'agent');
  queryClient.setQueryData<AffiliateAgentInfoResponse>(getGetAffiliateInfoQueryKey(), {
    status: 200,
    message: 'OK',
    data: agent,
  });
  return agent;
}

/** The signed-in agent (name, status, credit), refreshed every 30 s as the member's info is. */
export function useAgentInfo() {
  const signedIn = useSignedIn();
  const agent = useAccountRole() === 'agent';
  return useGetAffiliateInfo(undefined, {
    query: { enabled: signedIn && agent, staleTime: 30_000, refetchInterval: 30_000 },
  });
}

/** Asks for the agent's info again (its credit moved). */
export const refreshAgentInfo = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: getGetAffiliateInfoQueryKey() });
