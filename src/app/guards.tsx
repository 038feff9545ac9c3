import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clearSession } from '@/api/session';
import { useAccountRole, useSignedIn } from '@/features/auth';
import { contentPaths } from '@/features/content';
import { useMaintenance } from '@/api/site-config';
import { sitePaths } from '@/shared/lib/paths';

/**
 * The navigation guard of spec §2, maintenance part: maintenance type 1 sends everyone to
 * the maintenance page; otherwise the maintenance page sends to /.
 */
export function MaintenanceGuard() {
  const { pathname } = useLocation();
  const maintenance = useMaintenance();
  const type = maintenance.data?.data.type;
  const maintenancePath = contentPaths.maintenance();
  if (type === 1 && pathname !== maintenancePath) return <Navigate to={maintenancePath} replace />;
  if (type !== undefined && type !== 1 && pathname === maintenancePath)
    return <Navigate to={sitePaths.home()} replace />;
  return <Outlet />;
}

/** Spec §2: a signed-in user visiting the sign-in or retrieve path goes to /. */
export function GuestOnly({ children }: { children: React.ReactNode }) {
  const signedIn = useSignedIn();
  return signedIn ? <Navigate to={sitePaths.home()} replace /> : children;
}

/**
 * Spec §2: a user who is not signed in has every token cleared, and member paths send to /.
 * An agent's session (spec §3 account type 1) is not a member's: member paths send it to / too.
 */
export function MemberOnly() {
  return <SignedInAs agent={false} />;
}

/** The agent side's guard (spec §3 account type 1 Affiliate): a member or a guest goes to /. */
export function AgentOnly() {
  return <SignedInAs agent />;
}

/** Its paths for a signed-in agent, or for a signed-in member; anyone else goes to /. */
function SignedInAs({ agent }: { agent: boolean }) {
  const signedIn = useSignedIn();
  const role = useAccountRole();
  useEffect(() => {
    if (!signedIn) clearSession();
  }, [signedIn]);
  return signedIn && (role === 'agent') === agent ? (
    <Outlet />
  ) : (
    <Navigate to={sitePaths.home()} replace />
  );
}
