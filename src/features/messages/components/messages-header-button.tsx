import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAccountRole, useSignedIn } from '@/features/auth';
import { Hint } from '@/shared/ui/hint';
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
  const member = useAccountRole() === 'member';
  const unread = useUnreadTotal();
  if (!signedIn || !member) return null;
  const label = unread
    ? t('messages.header_label_unread', { count: unread })
    : t('messages.header_label');
  return (
    // The name is the button's own hidden text, and the hint only describes it while shown: a
    // name of 'Messages' next to the badge's digits would leave the count out of it.
    <Hint title={label}>
      {/* Not on phones: the header's row is full there, and the button arriving beside the
          balance wrapped it (layout shift); the member menu's Messages tab shows the count. */}
      <IconButton
        color="inherit"
        component={RouterLink}
        to={messagePaths.inbox()}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
        {/* No badge at all without unread messages: an invisible one keeps its last digits. */}
        {unread > 0 ? (
          <Badge
            badgeContent={unread}
            max={99}
            color="error"
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <MailOutlinedIcon />
          </Badge>
        ) : (
          <MailOutlinedIcon />
        )}
      </IconButton>
    </Hint>
  );
}
