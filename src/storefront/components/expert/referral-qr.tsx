import { encode } from 'uqr';

/** The referral address a QR code carries: this storefront's origin and the server's /reg?ref=… path. */
export const referralLink = (origin: string, path: string): string => `${origin}${path}`;

/**
 * The dark modules of a QR matrix as one SVG path (one unit per module): a few hundred bytes
 * instead of an element per module, and no markup injected from a string.
 */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return d;
}

/**
 * The referral link as a QR code a buyer scans with a phone camera. Drawn from uqr's
 * matrix in this page chunk only (the entry and the widgets never load uqr); error correction M
 * survives a printed or photographed code, the 4-module quiet zone is the standard's.
 */
export function ReferralQr({ link, label }: { link: string; label: string }) {
  const qr = encode(link, { ecc: 'M', border: 4 });
  return (
    <svg
      class="sf-ex-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width="148"
      height="148"
      shape-rendering="crispEdges"
      data-qr-size={qr.size}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qrPath(qr.data)} fill="#000" />
    </svg>
  );
}
