import BlockIcon from '@mui/icons-material/Block';
import BuildIcon from '@mui/icons-material/Build';
import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMaintenance } from '@/api/site-config';
import { useServerOffset } from '@/api/use-server-offset';
import { sitePaths } from '@/shared/lib/paths';
import { formatServerTime } from '@/shared/lib/time';

function StatusPage({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        component="div"
        sx={{ fontSize: 64, color: 'primary.main', lineHeight: 1 }}
        aria-hidden
      >
        {icon}
      </Typography>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mt: 2 }} gutterBottom>
        {title}
      </Typography>
      {body ? (
        <Typography component="div" color="textSecondary" sx={{ mb: 3 }}>
          {body}
        </Typography>
      ) : null}
      {action}
    </Container>
  );
}

/** A maintenance window is announced to the minute. */
const WINDOW_FORMAT = 'YYYY-MM-DD HH:mm';

/** /under_maintenance: 'System is under maintenance', with the window when the server gives it. */
export function MaintenanceRoute() {
  const { t } = useTranslation();
  const info = useMaintenance().data?.data;
  const { start, end } = info ?? {};
  const offset = useServerOffset();
  const scheduled =
    start && end
      ? t('status.maintenance_window', {
          start: formatServerTime(start, offset, WINDOW_FORMAT),
          end: formatServerTime(end, offset, WINDOW_FORMAT),
        })
      : undefined;
  return (
    <StatusPage
      icon={<BuildIcon fontSize="inherit" />}
      title={t('status.maintenance_title')}
      body={scheduled}
    />
  );
}

/** /area_forbidden: the visitor's location is blocked. */
export function AreaForbiddenRoute() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<BlockIcon fontSize="inherit" />}
      title={t('status.area_forbidden_title')}
      body={t('status.area_forbidden_body')}
    />
  );
}

/** /401: the session is not valid for what was asked. */
export function UnauthorizedRoute() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<LockIcon fontSize="inherit" />}
      title={t('status.unauthorized_title')}
      body={t('status.unauthorized_body')}
      action={
        <Button component={RouterLink} to={sitePaths.home()} variant="contained">
          {t('common.home')}
        </Button>
      }
    />
  );
}
