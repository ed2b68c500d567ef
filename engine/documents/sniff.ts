// What a file really is, from its first bytes: the declared content type must agree, so a
// renamed executable cannot sit in a child's document locker as "report.pdf"; and the name it is kept and
// downloaded under ends in that type's extension, so "x.html" holding a PDF is "x.pdf", never opened as a page.
import { fileTypeFromBuffer } from 'file-type';
import { ACCEPTED_TYPES } from './accepted-types.ts';

export { ACCEPTED_TYPES };

const starts = (b: Buffer, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function looksLikeText(b: Buffer): boolean {
  const head = b.subarray(0, 8192);
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      head.subarray(0, head.length - 4 > 0 ? head.length - 4 : head.length),
    );
    return true;
  } catch {
    return false;
  }
}

/** Whether the bytes are what the declared type says. */
export function contentMatches(declared: string, bytes: Buffer): boolean {
  switch (declared) {
    case 'application/pdf':
      return starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]);
    case 'image/png':
      return starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return starts(bytes, [0xff, 0xd8, 0xff]);
    case 'image/gif':
      return starts(bytes, [0x47, 0x49, 0x46, 0x38]);
    case 'image/webp':
      return starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x45, 0x42, 0x50], 8);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
    case 'application/vnd.oasis.opendocument.text':
      return starts(bytes, ZIP);
    case 'application/msword':
    case 'application/vnd.ms-excel':
      return starts(bytes, OLE);
    case 'text/plain':
    case 'text/csv':
      return looksLikeText(bytes);
    default:
      return false;
  }
}

/** The extensions each accepted type goes by; the first is given to a name that has none of them. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
};

/**
 * What the bytes are, as one of the accepted types, or null when they are none of them. Detected by file-type
 * (magic bytes, and for Office and OpenDocument files the parts inside the zip); text has no signature, so it is
 * text when it decodes as UTF-8 without NULs, CSV if declared so. Word and Excel 97 files are both an OLE compound
 * file the bytes cannot tell apart: the declared one of the two stands.
 */
export async function detectType(bytes: Buffer, declared: string): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return looksLikeText(bytes) ? (declared === 'text/csv' ? 'text/csv' : 'text/plain') : null;
  if (found.mime === 'application/x-cfb')
    return declared === 'application/msword' || declared === 'application/vnd.ms-excel' ? declared : null;
  return ACCEPTED_TYPES[found.mime] ? found.mime : null;
}

/** The name a file of this type is kept and downloaded under: its own extension if it fits, else the type's. */
export function fileNameFor(name: string, type: string): string {
  const exts = EXTENSIONS[type];
  if (!exts) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (exts.includes(ext)) return name;
  const base = (dot > 0 ? name.slice(0, dot) : name).trim() || 'file';
  return `${base.slice(0, 250)}.${exts[0]}`;
}
