/** The kinds of file a chat accepts, recognised by their content; the name's extension only tells zip kinds apart. */
const SIGNATURES: { type: string; matches: (data: Buffer) => boolean }[] = [
  { type: 'application/pdf', matches: (d) => d.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    type: 'image/png',
    matches: (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', matches: (d) => d.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  { type: 'image/gif', matches: (d) => ['GIF87a', 'GIF89a'].includes(d.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    matches: (d) => d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

const ZIP_KINDS: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const TEXT_KINDS: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

const isZip = (data: Buffer) => data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** Readable text: valid UTF-8 with no control characters but tab, line feed and carriage return. */
function isPlainText(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
}

/** The content type a file is stored and served as, decided by its bytes; null when it is not a kind we accept. */
export function detectFileType(data: Buffer, fileName: string): string | null {
  const signature = SIGNATURES.find((candidate) => candidate.matches(data));
  if (signature) return signature.type;
  const extension = extensionOf(fileName);
  if (isZip(data)) return ZIP_KINDS[extension] ?? null;
  if (extension in TEXT_KINDS && isPlainText(data)) return TEXT_KINDS[extension] ?? null;
  return null;
}
