import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelAffiliateQrCode,
  createAffiliateInviteCode,
  createAffiliateQrCode,
  getListAffiliateInviteCodesQueryKey,
  getListAffiliateQrCodesQueryKey,
  useGetAffiliateCommissionStatement,
  useGetAffiliateReport,
  useListAffiliateCommissionStatements,
  useListAffiliateDownline,
  useListAffiliateInviteCodes,
  useListAffiliateMemberGroupLogs,
  useListAffiliateQrCodes,
} from '@/api/generated/endpoints/affiliate/affiliate';
import type {
  AccountType,
  ListAffiliateCommissionStatementsParams,
  ListAffiliateDownlineParams,
  ListAffiliateInviteCodesParams,
  ListAffiliateMemberGroupLogsParams,
  ListAffiliateQrCodesParams,
} from '@/api/generated/model';

/** The screens show a failed load in place, with its retry: no error toast on top. */
const quiet = { handlesErrors: true } as const;
/** A list keeps its last page on screen while the next one loads. */
const paged = { placeholderData: keepPreviousData } as const;

/** The dashboard's figures for a period (whole server days as Unix seconds). */
export const useAgentReport = (period: { from: number; to: number } | null) =>
  useGetAffiliateReport(period ?? { from: 0, to: 0 }, {
    query: { enabled: period !== null, placeholderData: keepPreviousData, staleTime: 60_000 },
    request: quiet,
  });

/** One page of a downline (the agent's, or a sub-agent's with parent_id). */
export const useDownline = (params: ListAffiliateDownlineParams) =>
  useListAffiliateDownline(params, { query: paged, request: quiet });

/** One page of the member group logs of the agent's downline. */
export const useGroupLogs = (params: ListAffiliateMemberGroupLogsParams) =>
  useListAffiliateMemberGroupLogs(params, { query: paged, request: quiet });

/** One page of the agent's invitation codes. */
export const useInviteCodes = (params: ListAffiliateInviteCodesParams) =>
  useListAffiliateInviteCodes(params, { query: paged, request: quiet });

/** One page of the agent's QR codes. */
export const useQrCodes = (params: ListAffiliateQrCodesParams) =>
  useListAffiliateQrCodes(params, { query: paged, request: quiet });

/** One page of the monthly commission statements. */
export const useStatements = (params: ListAffiliateCommissionStatementsParams) =>
  useListAffiliateCommissionStatements(params, { query: paged, request: quiet });

/** One month's statement with its lines. */
export const useStatement = (period: number) =>
  useGetAffiliateCommissionStatement(period, undefined, { request: quiet });

/** Creates an invitation code; the list is asked for again. */
export function useCreateInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: AccountType) => createAffiliateInviteCode({ type }, undefined, quiet),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getListAffiliateInviteCodesQueryKey() }),
  });
}

/** Creates a QR code valid for some days (or for ever); the list is asked for again. */
export function useCreateQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: AccountType; valid_days?: number }) =>
      createAffiliateQrCode(body, undefined, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListAffiliateQrCodesQueryKey() }),
  });
}

/** Cancels an unused QR code; the list is asked for again. */
export function useCancelQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelAffiliateQrCode(id, undefined, quiet),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getListAffiliateQrCodesQueryKey() }),
  });
}
