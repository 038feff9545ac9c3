import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { safetyPaths } from '../paths';

/**
 * 'Forgot withdrawal password?' under every field that asks for it (the withdrawal, the member
 * transfer, the change of the password): to the reset with a code, which brings the member back
 * to this page once done (issue 34).
 */
export function ForgotWithdrawPasswordLink() {
  const { t } = useTranslation();
  const here = useLocation();
  return (
    <Link
      component={RouterLink}
      to={safetyPaths.withdrawPasswordReset(`${here.pathname}${here.search}`)}
      variant="body2"
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('safety.withdraw_reset.forgot')}
    </Link>
  );
}
