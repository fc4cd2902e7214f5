import { CHAT_FILE_TYPES, type ChatFileContent } from '@freightdesk/domain';

/** The first bytes of the kinds recognised by them alone. */
const SIGNATURES: Record<string, (data: Buffer) => boolean> = {
  'application/pdf': (d) => d.subarray(0, 5).toString('latin1') === '%PDF-',
  'image/png': (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (d) => d.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/gif': (d) => ['GIF87a', 'GIF89a'].includes(d.subarray(0, 6).toString('latin1')),
  'image/webp': (d) =>
    d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP',
};

const isZip = (data: Buffer) => data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
const isOle2 = (data: Buffer) => data.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'));

/** The entry names of a zip, from its central directory; empty when there is none to read. */
function zipEntryNames(data: Buffer): string[] {
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  // Stryker disable next-line ArrayDeclaration: equivalent, no OOXML folder name starts like Stryker's filler entry
  // Stryker disable next-line EqualityOperator: equivalent, a zip starts with its local header, so the end record is never at 0
  if (end < 0 || end + 22 > data.length) return [];
  const count = data.readUInt16LE(end + 10);
  // Stryker disable next-line ArrayDeclaration: equivalent, see above
  const names: string[] = [];
  // Stryker disable next-line EqualityOperator: equivalent, an entry header ending at the last byte has no name to read
  for (let at = data.readUInt32LE(end + 16), n = 0; n < count && at + 46 <= data.length; n += 1) {
    if (data.readUInt32LE(at) !== 0x02014b50) break;
    const nameLength = data.readUInt16LE(at + 28);
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return names;
}

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

function contentMatches(data: Buffer, type: string, content: ChatFileContent): boolean {
  switch (content.kind) {
    case 'signature':
      // Stryker disable next-line BooleanLiteral: equivalent, every type of kind 'signature' has its signature
      return SIGNATURES[type]?.(data) ?? false;
    case 'zip':
      return (
        // Stryker disable next-line StringLiteral: equivalent, `entry` is set once `!content.entry` is false
        isZip(data) && (!content.entry || zipEntryNames(data).some((name) => name.startsWith(content.entry ?? '')))
      );
    case 'opendocument':
      // OpenDocument: the first entry is `mimetype`, stored, holding the type (ODF 1.2 part 3, section 3.3).
      return isZip(data) && data.toString('latin1', 30, 38 + type.length) === `mimetype${type}`;
    case 'ole2':
      return isOle2(data) && data.includes(Buffer.from(content.stream, 'utf16le'));
    case 'text':
      return isPlainText(data);
  }
}

// Stryker disable next-line StringLiteral: equivalent, no kind has Stryker's filler as its extension
const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * The content type a file is stored and served as, decided by its bytes; null when it is not a kind we accept.
 * A PDF or an image is known by its first bytes whatever its name; any other kind needs its name's extension to
 * agree with what the bytes are.
 */
export function detectFileType(data: Buffer, fileName: string): string | null {
  const bySignature = CHAT_FILE_TYPES.find(
    ({ type, content }) => content.kind === 'signature' && contentMatches(data, type, content),
  );
  if (bySignature) return bySignature.type;
  const byName = CHAT_FILE_TYPES.find(({ extensions }) => extensions.includes(extensionOf(fileName)));
  return byName && contentMatches(data, byName.type, byName.content) ? byName.type : null;
}

/** The file name under the extension of its content type: kept when it agrees, else the extension is replaced or added. */
export function withExtensionOf(fileName: string, type: string): string {
  const extensions = CHAT_FILE_TYPES.find((kind) => kind.type === type)?.extensions ?? [];
  if (extensions.length === 0 || extensions.includes(extensionOf(fileName))) return fileName;
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.${extensions[0]}`;
}
