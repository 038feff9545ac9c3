import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  acknowledgeRealityCheck,
  cancelMoneyLimitChange,
  cancelSessionLimitChange,
  declineProtectionOffer,
  getGetProtectionQueryKey,
  getGetProtectionSessionQueryKey,
  getGetActivityHistoryQueryKey,
  setMoneyLimit,
  setRealityCheck,
  setSessionLimit,
  startExclusion,
  useGetActivityHistory,
  useGetProtection,
  useGetProtectionSession,
} from '@/api/generated/endpoints/protection/protection';
import type {
  ExclusionDuration,
  ExclusionKind,
  LimitPeriod,
  ProtectionLimitKind,
  ProtectionSettings,
  ProtectionSettingsResponse,
} from '@/api/generated/model';
import { withIdempotencyKey } from '@/api/http/idempotent';
import { type IntentOutcome, type MoneyIntent, runMoneyIntent } from '@/api/http/money-intent';

const quiet = { handlesErrors: true } as const;

/** How often the session's time and net position are asked for while a member plays. */
export const SESSION_REFRESH_MS = 60_000;

/** Every protection tool of the member, with what the limits have counted. */
export const useProtection = (enabled = true) =>
  useGetProtection(undefined, { query: { enabled }, request: quiet });

/** The account history by month, newest first: 3 months on screen, 12 on request. */
export const useActivityHistory = (months: number) =>
  useGetActivityHistory(
    { months },
    { query: { placeholderData: (previous) => previous }, request: quiet },
  );

/** This session's time, wagered, won and net, counted by the server (a reload changes nothing). */
export const useProtectionSession = (enabled: boolean) =>
  useGetProtectionSession(undefined, {
    query: { enabled, refetchInterval: SESSION_REFRESH_MS },
    request: quiet,
  });

/** A change's answer is the settings after it: they replace the cached ones. */
function settingsChanged(queryClient: QueryClient, answer: ProtectionSettingsResponse) {
  queryClient.setQueryData(getGetProtectionQueryKey(), answer);
  // A shorter session limit or a new reality-check interval moves the session's deadlines.
  void queryClient.invalidateQueries({ queryKey: getGetProtectionSessionQueryKey() });
}

type IntentOptions = Pick<MoneyIntent<ProtectionSettings>, 'onChecking' | 'wait'>;

/**
 * The protection changes. The limits and the exclusion are money-moving intents: sent with the
 * intent's idempotency key (reused on every retry), 'checking' while the outcome is unknown.
 */
export function useProtectionActions() {
  const queryClient = useQueryClient();
  const intent = (
    send: (key: string) => Promise<ProtectionSettingsResponse>,
    key: string,
    options: IntentOptions,
  ): Promise<IntentOutcome<ProtectionSettings>> =>
    runMoneyIntent({
      ...options,
      key,
      send: async (sendKey) => {
        const answer = await send(sendKey);
        settingsChanged(queryClient, answer);
        return answer.data;
      },
    });
  const plain = async (send: () => Promise<ProtectionSettingsResponse>) => {
    const answer = await send();
    settingsChanged(queryClient, answer);
    return answer.data;
  };
  return {
    setMoneyLimit: (
      kind: ProtectionLimitKind,
      period: LimitPeriod,
      amount: string | null,
      key: string,
      options: IntentOptions = {},
    ) =>
      intent(
        (sendKey) =>
          setMoneyLimit(kind, period, { amount }, undefined, withIdempotencyKey(sendKey)),
        key,
        options,
      ),
    setSessionLimit: (minutes: number | null, key: string, options: IntentOptions = {}) =>
      intent(
        (sendKey) => setSessionLimit({ minutes }, undefined, withIdempotencyKey(sendKey)),
        key,
        options,
      ),
    startExclusion: (
      kind: ExclusionKind,
      duration: ExclusionDuration,
      key: string,
      options: IntentOptions = {},
    ) =>
      intent(
        (sendKey) =>
          startExclusion({ kind, duration, confirm: true }, undefined, withIdempotencyKey(sendKey)),
        key,
        options,
      ),
    setRealityCheck: (minutes: number | null) =>
      plain(() => setRealityCheck({ minutes }, undefined, quiet)),
    cancelMoneyLimitChange: (kind: ProtectionLimitKind, period: LimitPeriod) =>
      plain(() => cancelMoneyLimitChange(kind, period, undefined, quiet)),
    cancelSessionLimitChange: () => plain(() => cancelSessionLimitChange(undefined, quiet)),
    declineOffer: () => plain(() => declineProtectionOffer(undefined, quiet)),
  };
}

/** Continue after a reality check: the next one is due one interval from now. */
export function useAcknowledgeRealityCheck() {
  const queryClient = useQueryClient();
  return async () => {
    const answer = await acknowledgeRealityCheck(undefined, quiet);
    queryClient.setQueryData(getGetProtectionSessionQueryKey(), answer);
    return answer.data;
  };
}

/** The history's cache key (a change of month or a new deposit refreshes it). */
export const activityHistoryKey = getGetActivityHistoryQueryKey;
