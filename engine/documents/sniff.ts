// What a file really is, from its first bytes: the declared content type must agree, so a
// renamed executable cannot sit in a child's document locker as "report.pdf".
import { ACCEPTED_TYPES } from './accepted-types.ts';

export { ACCEPTED_TYPES };

const starts = (b: Buffer, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function looksLikeText(b: Buffer): boolean {
  const head = b.subarray(0, 8192);
  if (head.includes(0)) return false;
  try { new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - 4 > 0 ? head.length - 4 : head.length)); return true; } catch { return false; }
}

/** Whether the bytes are what the declared type says. */
export function contentMatches(declared: string, bytes: Buffer): boolean {
  switch (declared) {
    case 'application/pdf': return starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]);
    case 'image/png': return starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg': return starts(bytes, [0xff, 0xd8, 0xff]);
    case 'image/gif': return starts(bytes, [0x47, 0x49, 0x46, 0x38]);
    case 'image/webp': return starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x45, 0x42, 0x50], 8);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
    case 'application/vnd.oasis.opendocument.text': return starts(bytes, ZIP);
    case 'application/msword':
    case 'application/vnd.ms-excel': return starts(bytes, OLE);
    case 'text/plain':
    case 'text/csv': return looksLikeText(bytes);
    default: return false;
  }
}
