import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** A blocking full-screen loading layer (sign-out, spec §4), announced to screen readers. */
export function FullScreenLoading({ label }: { label: string }) {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <CircularProgress color="inherit" aria-label={label} />
    </Backdrop>
  );
}
