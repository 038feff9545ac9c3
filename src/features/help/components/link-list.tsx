import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A link of a help page's list, with an optional line under it (a policy's date). */
export interface HelpLink {
  key: string;
  to: string;
  label: string;
  note?: string;
}

/** A bulleted list of links to help pages (the rules, the policies, a category's articles). */
export function HelpLinkList({
  links,
  spacing = 0.5,
}: {
  links: readonly HelpLink[];
  spacing?: number;
}) {
  return (
    <Stack component="ul" spacing={spacing} sx={{ pl: 2, m: 0 }}>
      {links.map((link) => (
        <li key={link.key}>
          <Link component={RouterLink} to={link.to}>
            {link.label}
          </Link>
          {link.note ? (
            <Typography variant="body2" color="textSecondary">
              {link.note}
            </Typography>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}

/** The rules of each game family, as links. */
export const rulesLinks = (
  rules: readonly { game_type: string; title: string }[],
  to: (gameType: string) => string,
): HelpLink[] =>
  rules.map((entry) => ({ key: entry.game_type, to: to(entry.game_type), label: entry.title }));
