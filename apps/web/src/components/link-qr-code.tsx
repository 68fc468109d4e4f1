import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** §9: a QR code is 95 px with correction level Q unless said otherwise. */
export const QR_CODE = { size: 95, errorCorrectionLevel: 'Q' } as const;

/** The link as a QR code (an SVG, so it needs no canvas and stays sharp when printed). */
export const LinkQrCode = ({ value, label }: { value: string; label: string }) => {
  const [svg, setSvg] = useState<{ for: string; markup: string } | null>(null);

  useEffect(() => {
    let current = true;
    void QRCode.toString(value, {
      type: 'svg',
      width: QR_CODE.size,
      errorCorrectionLevel: QR_CODE.errorCorrectionLevel,
      margin: 1,
    }).then((markup) => {
      if (current) setSvg({ for: value, markup });
    });
    return () => {
      current = false;
    };
  }, [value]);

  if (svg?.for !== value) return <Skeleton width={QR_CODE.size} height={QR_CODE.size} />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`}
      width={QR_CODE.size}
      height={QR_CODE.size}
      alt={label}
    />
  );
};
