import { redirect } from 'react-router';
import { sitePaths } from '@/shared/lib/paths';

/** Spec §2 /dashboard: home. */
export function loader() {
  return redirect(sitePaths.home());
}

export default function Dashboard() {
  return null;
}
