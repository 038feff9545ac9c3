/**
 * Defects planted in the standalone fake, for the contract check's own test
 * (scripts/lib/contract-check/check.test.ts): with FAKE_DEFECTS=renamed-field,agent-accepts-member
 * the server answers as a broken backend would, and the check must fail on the right step.
 * Nothing else sets FAKE_DEFECTS.
 *
 * - `renamed-field`: the member profile (GET /member/userprofile) answers `user_name` in place
 *   of the contract's `username`;
 * - `agent-accepts-member`: the agent's operations admit a member's token (mocks/context.ts
 *   admit), where the contract says 403.
 */
export const DEFECTS = ['renamed-field', 'agent-accepts-member'] as const;
export type Defect = (typeof DEFECTS)[number];

const isDefect = (name: string): name is Defect => (DEFECTS as readonly string[]).includes(name);

/** The defects a FAKE_DEFECTS value names; throws on a name it does not know. */
export function plantedDefects(value: string | undefined): ReadonlySet<Defect> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isDefect(name));
  if (unknown.length > 0)
    throw new Error(`FAKE_DEFECTS: unknown ${unknown.join(', ')} (known: ${DEFECTS.join(', ')})`);
  return new Set(names.filter(isDefect));
}

const PROFILE_PATH = '/api/member/userprofile';

/**
 * The body to send for an answer of `path`: the JSON text with `data.username` renamed when
 * `renamed-field` is planted; null to send the answer as it is.
 */
export function defectiveBody(
  defects: ReadonlySet<Defect>,
  path: string,
  body: string,
): string | null {
  if (!defects.has('renamed-field') || path !== PROFILE_PATH) return null;
  try {
    const answer: unknown = JSON.parse(body);
    if (typeof answer !== 'object' || answer === null || !('data' in answer)) return null;
    const data: unknown = answer.data;
    if (typeof data !== 'object' || data === null || !('username' in data)) return null;
    const { username, ...rest } = data;
    return JSON.stringify({ ...answer, data: { ...rest, user_name: username } });
  } catch {
    return null;
  }
}
