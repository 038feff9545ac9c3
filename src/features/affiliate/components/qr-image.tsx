import Download from '@mui/icons-material/Download';
import IconButton from '@mui/material/IconButton';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { Hint } from '@/shared/ui/hint';
import { qrImageFileName } from '../model/qr-code';

/** Pixels of the downloaded image: enough to print on a flyer. */
const DOWNLOAD_SIZE = 640;

/**
 * An invitation QR code drawn from its link (qrcode.react, decision record 0014: dark on a
 * white quiet zone in every theme), with a button that downloads it as a PNG image.
 */
export function QrImage({
  link,
  code,
  label,
  downloadLabel,
  size = 72,
}: {
  link: string;
  code: string;
  /** The image's accessible name. */
  label: string;
  downloadLabel: string;
  size?: number;
}) {
  const holder = useRef<HTMLSpanElement>(null);
  const download = () => {
    const svg = holder.current?.querySelector('svg');
    if (!svg) return;
    const source = new XMLSerializer().serializeToString(svg);
    const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = DOWNLOAD_SIZE;
      canvas.height = DOWNLOAD_SIZE;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, DOWNLOAD_SIZE, DOWNLOAD_SIZE);
        context.drawImage(image, 0, 0, DOWNLOAD_SIZE, DOWNLOAD_SIZE);
      }
      URL.revokeObjectURL(url);
      const anchor = document.createElement('a');
      anchor.href = canvas.toDataURL('image/png');
      anchor.download = qrImageFileName(code);
      anchor.click();
    };
    image.src = url;
  };
  return (
    <>
      <span ref={holder} style={{ display: 'inline-flex', background: '#fff', padding: 4 }}>
        <QRCodeSVG value={link} size={size} marginSize={2} role="img" aria-label={label} />
      </span>
      <Hint title={downloadLabel}>
        <IconButton size="small" aria-label={downloadLabel} onClick={download}>
          <Download fontSize="small" />
        </IconButton>
      </Hint>
    </>
  );
}
