import { encryptSecret } from '@/api/crypto';
import { applyAffiliate } from '@/api/generated/endpoints/affiliate/affiliate';
import type { AffiliateApplication } from '@/api/generated/model';
import { browserFingerprint } from '@/shared/lib/fingerprint';
import type { ApplicationForm } from '../model/application';

/**
 * Files the agent application (POST /agent/apply): both passwords encrypted with the server's
 * key as at registration, the fingerprint along. No session
 * starts (the new agent waits for review), so nothing is cached; a refusal is the form's to show.
 */
export async function applyAsAgent(values: ApplicationForm): Promise<AffiliateApplication> {
  const [password, confirmation] = await Promise.all([
    encryptSecret(values.password),
    encryptSecret(values.password_confirmation),
  ]);
  const response = await applyAffiliate(
    {
      fingerprint: browserFingerprint(),
      username: values.username,
      password,
      password_confirmation: confirmation,
      real_name: values.real_name,
      email: values.email,
      mobile_area: values.mobile_area,
      mobile: values.mobile,
      channel: values.channel,
      ...(values.message ? { message: values.message } : {}),
      agree_terms: true,
    },
    undefined,
    { handlesErrors: true },
  );
  return response.data;
}
