// The files the document locker keeps, by content type, with the name people know them by.
// Shared by the server (which also checks the first bytes, sniff.ts) and the upload form.
export const ACCEPTED_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel workbook',
  'application/vnd.oasis.opendocument.text': 'OpenDocument text',
  'application/msword': 'Word 97-2003 document',
  'application/vnd.ms-excel': 'Excel 97-2003 workbook',
  'text/plain': 'Text',
  'text/csv': 'CSV',
};

/** The largest file, unless DOCUMENT_MAX_MB says otherwise on the server. */
export const DEFAULT_DOCUMENT_MAX_MB = 10;
