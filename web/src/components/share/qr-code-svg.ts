import { toString } from 'qrcode';

/**
 * The link as a QR code in SVG (sharp at any size, a few KB). Loaded on demand: the qrcode
 * module only travels to visitors who open the QR code.
 */
export function qrCodeSvg(text: string): Promise<string> {
  return toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#111827', light: '#ffffff' } });
}
