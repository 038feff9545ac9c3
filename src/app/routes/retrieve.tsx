import { RetrieveRoute } from '@/features/auth/routes/retrieve';
import { GuestOnly } from '../guards';

/** Spec §2 /retrieve: the password retrieval (guests only). */
export default function Retrieve() {
  return (
    <GuestOnly>
      <RetrieveRoute />
    </GuestOnly>
  );
}
