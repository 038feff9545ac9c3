/**
 * One run of the contract check: public safe reads, the member sequence (register, sign in,
 * wallet round trip), member safe reads, affiliate safe reads when an affiliate can sign in,
 * sign-out. Every response is judged against the contract; every operation not called is
 * listed with why.
 */
import { ContractClient } from './client.ts';
import {
  type Contract,
  type Operation,
  type SessionKind,
  PATH_SOURCES,
  listItemId,
  planRequest,
  unsafeReason,
} from './operations.ts';
import { type NotCalled, type ResultRow, type Summary, summarize } from './report.ts';
import {
  type AffiliateCredentials,
  type SequenceContext,
  affiliateSignIn,
  affiliateSignOut,
  signOut,
  signUpAndSignIn,
  walletRoundTrip,
} from './sequence.ts';

export interface RunOptions {
  /** The base URL of each contract server ('/api', '/storage'). */
  bases: Readonly<Record<string, string>>;
  schemas: Readonly<Record<string, unknown>>;
  affiliate: AffiliateCredentials | null;
  sleep?: (ms: number) => Promise<void>;
}

export interface RunResult {
  rows: ResultRow[];
  notCalled: NotCalled[];
  summary: Summary;
}

/** The safe reads of one session kind, and why the other operations of that kind are not. */
export function safeOperations(
  contract: Contract,
  session: SessionKind,
): { safe: Operation[]; unsafe: NotCalled[] } {
  const safe: Operation[] = [];
  const unsafe: NotCalled[] = [];
  for (const operation of contract.operations) {
    if (operation.session !== session) continue;
    const reason = unsafeReason(operation);
    if (reason === null) safe.push(operation);
    else
      unsafe.push({
        operationId: operation.operationId,
        method: operation.method,
        path: operation.path,
        reason: `${reason}, not part of the sequence`,
      });
  }
  return { safe, unsafe };
}

/**
 * Calls the safe reads: first those the contract can fill, then those whose path parameter
 * comes from a list answered earlier (PATH_SOURCES). The rest are listed as not called.
 */
async function callSafe(
  client: ContractClient,
  operations: readonly Operation[],
  step: string,
  notCalled: NotCalled[],
): Promise<void> {
  const later: Operation[] = [];
  for (const operation of operations) {
    if (planRequest(operation).ok) await client.call({ step, operation });
    else later.push(operation);
  }
  for (const operation of later) {
    const source = PATH_SOURCES[operation.operationId];
    const id = source
      ? source.from
          .map((from) => listItemId(client.answers.get(from), source.where))
          .find((value) => value !== undefined)
      : undefined;
    if (source && id !== undefined) {
      await client.call({ step, operation, known: { [source.param]: id } });
      continue;
    }
    const planned = planRequest(operation);
    notCalled.push({
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      reason: source
        ? `no ${source.where ? 'matching ' : ''}item in ${source.from.join(' or ')} to take {${source.param}} from`
        : planned.ok
          ? 'not planned'
          : planned.reason,
    });
  }
}

export async function runContractCheck(
  contract: Contract,
  options: RunOptions,
): Promise<RunResult> {
  const started = performance.now();
  const client = new ContractClient({ bases: options.bases, schemas: options.schemas });
  const notCalled: NotCalled[] = [];
  const context: SequenceContext = {
    client,
    contract,
    notCalled,
    ...(options.sleep ? { sleep: options.sleep } : {}),
  };
  const calledIds = () => new Set(client.rows.map((row) => row.operationId));

  const publicOps = safeOperations(contract, 'public');
  await callSafe(client, publicOps.safe, 'public', notCalled);

  const memberOps = safeOperations(contract, 'member');
  const token = await signUpAndSignIn(context);
  if (token) {
    await walletRoundTrip(context);
    const done = calledIds();
    await callSafe(
      client,
      memberOps.safe.filter((op) => !done.has(op.operationId)),
      'member',
      notCalled,
    );
  } else {
    for (const op of memberOps.safe)
      notCalled.push({
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        reason: 'no member session: the sequence could not sign in',
      });
  }

  const affiliateOps = safeOperations(contract, 'affiliate');
  const signedIn = options.affiliate ? await affiliateSignIn(context, options.affiliate) : false;
  for (const op of affiliateOps.safe) {
    if (signedIn) continue;
    notCalled.push({
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      reason: options.affiliate
        ? 'no affiliate session: the affiliate sign-in failed'
        : 'needs an affiliate session: pass --agent-username and --agent-password',
    });
  }
  if (signedIn) {
    await callSafe(client, affiliateOps.safe, 'affiliate', notCalled);
    await affiliateSignOut(context);
  }

  if (token) await signOut(context);

  // Everything else the contract has and the run never called, with why.
  const called = calledIds();
  const listed = new Set(notCalled.map((entry) => entry.operationId));
  for (const entry of [...publicOps.unsafe, ...memberOps.unsafe, ...affiliateOps.unsafe]) {
    if (!called.has(entry.operationId) && !listed.has(entry.operationId)) notCalled.push(entry);
  }
  const remaining = notCalled.filter((entry) => !called.has(entry.operationId));
  const unique = [...new Map(remaining.map((entry) => [entry.operationId, entry])).values()];
  const summary = summarize(
    client.rows,
    unique,
    contract.operations.length,
    Math.round(performance.now() - started),
  );
  return { rows: client.rows, notCalled: unique, summary };
}
