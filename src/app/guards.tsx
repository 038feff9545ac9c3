import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clearSession } from '@/api/session';
import { useAccountRole, useSignedIn } from '@/features/auth';
import { contentPaths } from '@/features/content';
import { useMaintenance } from '@/api/site-config';
import { sitePaths } from '@/shared/lib/paths';
import { useHydrated } from '@/shared/lib/use-hydrated';

/**
 * A signed-in area's loading state: what the server sends for member and agent pages (their
 * content needs the session, which only the browser holds), and what shows while it hydrates.
 */
export function AreaLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('common.loading')}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100dvh' }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}

/**
 * The navigation guard of spec §2, maintenance part: maintenance type 1 sends everyone to
 * the maintenance page; otherwise the maintenance page sends to /.
 */
export function MaintenanceGuard() {
  const { pathname } = useLocation();
  const target = maintenanceTarget(useMaintenance().data?.data.type, pathname);
  return target === undefined ? <Outlet /> : <Navigate to={target} replace />;
}

/**
 * Where spec §2's maintenance rule sends a visit to `pathname`, given the maintenance type
 * (unknown while it loads): the guard's rule, which the server answers with a redirect too.
 */
export function maintenanceTarget(type: number | undefined, pathname: string): string | undefined {
  const maintenancePath = contentPaths.maintenance();
  if (type === 1 && pathname !== maintenancePath) return maintenancePath;
  if (type !== undefined && type !== 1 && pathname === maintenancePath) return sitePaths.home();
  return undefined;
}

/** Spec §2: a signed-in user visiting the sign-in or retrieve path goes to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const hydrated = useHydrated();
  if (!hydrated) return <AreaLoading />;
  return signedIn ? <Navigate to={sitePaths.home()} replace /> : children;
}

/**
 * Spec §2: a user who is not signed in has every token cleared, and member paths send to /.
 * An agent's session (spec §3 account type 1) is not a member's: member paths send it to / too.
 */
export function MemberOnly({ children }: { children?: ReactNode }) {
  return <SignedInAs agent={false}>{children}</SignedInAs>;
}

/** The agent side's guard (spec §3 account type 1 Affiliate): a member or a guest goes to /. */
export function AgentOnly({ children }: { children?: ReactNode }) {
  return <SignedInAs agent>{children}</SignedInAs>;
}

/**
 * Its paths for a signed-in agent, or for a signed-in member; anyone else goes to /.
 *
 * The server and the hydrating page know the session only by its marker cookie (the token
 * stays in the browser): for a visitor whose marker names this side they render the area
 * itself, its layout and the screen's title and loading state, with no member data (the
 * screens' queries run in the browser); for anyone else the area's loading state. Once live,
 * the session itself decides.
 */
function SignedInAs({ agent, children }: { agent: boolean; children?: ReactNode }) {
  const signedIn = useSignedIn();
  const role = useAccountRole();
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && !signedIn) clearSession();
  }, [hydrated, signedIn]);
  const ownSide = signedIn && (role === 'agent') === agent;
  if (ownSide) return children ?? <Outlet />;
  return hydrated ? <Navigate to={sitePaths.home()} replace /> : <AreaLoading />;
}
