import Link from '@mui/material/Link';

/** A message's or notice's title as the button that opens it for reading (bold while unread). */
export function OpenTitle({
  title,
  bold,
  onOpen,
}: {
  title: string;
  bold: boolean;
  onOpen: () => void;
}) {
  return (
    <Link
      component="button"
      type="button"
      onClick={onOpen}
      underline="hover"
      color="inherit"
      sx={{ fontWeight: bold ? 700 : 400, textAlign: 'left', overflowWrap: 'anywhere' }}
    >
      {title}
    </Link>
  );
}
