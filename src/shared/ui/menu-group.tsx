import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import type { ScreenIcon } from '@/shared/lib/screens';

/**
 * One group of a centre's menu (member centre, agent portal): a list named by its title, under
 * a heading with the group's icon (no heading when the menu is collapsed to its icons).
 */
export function MenuGroup({
  title,
  icon: Icon,
  collapsed = false,
  children,
}: {
  title: string;
  icon: ScreenIcon;
  collapsed?: boolean;
  children: ReactNode;
}) {
  return (
    <List
      dense
      aria-label={title}
      subheader={
        collapsed ? undefined : (
          <ListSubheader
            component="li"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, lineHeight: '40px' }}
          >
            <Icon fontSize="small" />
            {title}
          </ListSubheader>
        )
      }
    >
      {children}
    </List>
  );
}
