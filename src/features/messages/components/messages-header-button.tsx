import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSignedIn } from '@/features/auth';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useUnreadTotal } from '../api/use-unread-total';
import { messagePaths } from '../paths';

/**
 * The header's way to the message centre for a signed-in member, with the unread messages as a
 * badge; its name says the count ('Messages, 3 unread'), so the badge is not the only signal.
 */
export function MessagesHeaderButton() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const unread = useUnreadTotal();
  if (!signedIn) return null;
  const label = unread
    ? t('messages.header_label_unread', { count: unread })
    : t('messages.header_label');
  return (
    <Tooltip title={label}>
      {/* The name is the button's own (hidden) text, not an aria-label: the badge's digits,
          kept while it fades out, would otherwise be text that the name does not contain. */}
      <IconButton color="inherit" component={RouterLink} to={messagePaths.inbox()}>
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
        <Badge
          badgeContent={unread}
          max={99}
          color="error"
          invisible={unread === 0}
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <MailOutlinedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
