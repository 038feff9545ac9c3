import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';

/**
 * A screen's sub-views as tabs (spec §2: the withdrawal's submit, record and bank accounts; the
 * member transfer's transfer and list): each a link to its path, the one the URL is under
 * selected (the first when none is).
 */
export function RouteTabs({
  label,
  tabs,
  scrollable = false,
}: {
  /** What the tabs are of ('Withdrawal views'). */
  label: string;
  tabs: readonly { path: string; label: string }[];
  /** More tabs than fit a phone's width: they scroll sideways instead of being squeezed. */
  scrollable?: boolean;
}) {
  const { pathname } = useLocation();
  const selected = tabs.find((tab) => pathname.startsWith(tab.path)) ?? tabs[0];
  return (
    <Tabs
      value={selected?.path ?? false}
      aria-label={label}
      variant={scrollable ? 'scrollable' : 'fullWidth'}
      scrollButtons={scrollable ? 'auto' : false}
      allowScrollButtonsMobile={scrollable}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.path}
          value={tab.path}
          label={tab.label}
          component={RouterLink}
          to={tab.path}
        />
      ))}
    </Tabs>
  );
}
