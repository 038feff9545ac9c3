import { MemberOnly } from '../guards';
import { MemberRoutes } from '../member-routes';

/**
 * The member centre (spec §2 /member/…): its layout and its screens' routes, made from the
 * features' screen lists (member-screens.ts). The server sends the shell and the area's loading
 * state; the member's data is the browser's to fetch (the session token never leaves it).
 */
export default function MemberArea() {
  return (
    <MemberOnly>
      <MemberRoutes />
    </MemberOnly>
  );
}
