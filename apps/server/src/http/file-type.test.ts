import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFileType, withExtensionOf } from './file-type.ts';

const sample = (name: string) => readFileSync(new URL(`../test/files/${name}`, import.meta.url));

const bytes = (...values: number[]) => Buffer.from(values);

/** A zip's skeleton: a local file header's signature, then a central directory of `entries`, then its end record. */
function zip(
  entries: { name: string; extra?: number; comment?: number; signature?: number }[],
  count = entries.length,
) {
  const records = entries.map(({ name, extra = 0, comment = 0, signature = 0x02014b50 }) => {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(signature, 0);
    header.writeUInt16LE(Buffer.byteLength(name), 28);
    header.writeUInt16LE(extra, 30);
    header.writeUInt16LE(comment, 32);
    return Buffer.concat([header, Buffer.from(name), Buffer.alloc(extra + comment, 0x78)]);
  });
  const start = bytes(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(start.length, 16);
  return Buffer.concat([start, ...records, end]);
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('detectFileType', () => {
  it.each([
    ['a.bin', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['a', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['a.jpg', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['a.gif', Buffer.from('GIF89a....'), 'image/gif'],
    ['old.gif', Buffer.from('GIF87a....'), 'image/gif'],
    ['a.webp', Buffer.concat([Buffer.from('RIFF'), bytes(0, 0, 0, 0), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['Loads.XLSX', sample('rates.xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['note.docx', sample('letter.docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['slips.zip', sample('slips.zip'), 'application/zip'],
    ['rates.xls', sample('rates.xls'), 'application/vnd.ms-excel'],
    ['letter.doc', sample('letter.doc'), 'application/msword'],
    ['slides.pptx', sample('slides.pptx'), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['notes.odt', sample('notes.odt'), 'application/vnd.oasis.opendocument.text'],
    ['rates.ods', sample('rates.ods'), 'application/vnd.oasis.opendocument.spreadsheet'],
    ['note.txt', Buffer.from('Truck left at 10:00\r\n\tGate 2'), 'text/plain'],
    ['rates.csv', Buffer.from('from,to,rate\nPune,Mumbai,1250\n'), 'text/csv'],
  ])('recognises %s by its content', (name, data, type) => {
    expect(detectFileType(data, name)).toBe(type);
  });

  it.each([
    ['page.pdf', Buffer.from('<html><script>alert(1)</script>')],
    ['page.html', Buffer.from('<html></html>')],
    ['rates.xlsx', sample('letter.docx')],
    ['note.docx', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['letter.doc', sample('rates.xls')],
    ['notes.ods', sample('notes.odt')],
    ['binary.txt', bytes(0x41, 0x00, 0x42)],
    ['latin1.csv', bytes(0x41, 0xe9, 0x42)],
    ['program.exe', Buffer.from('MZ\x90\x00')],
    ['rates.csv.exe', Buffer.from('from,to,rate\n')],
    ['sound.webp', Buffer.concat([Buffer.from('RIFF'), bytes(0, 0, 0, 0), Buffer.from('WAVEfmt ')])],
    ['other.webp', Buffer.concat([Buffer.from('RIFX'), bytes(0, 0, 0, 0), Buffer.from('WEBPVP8 ')])],
    // "%PDF-" makes a PDF only as its first five bytes, not one byte or more in.
    ['scan.pdf', Buffer.from(' %PDF-1.7\n')],
    ['page.bin', Buffer.from('<html>%PDF-1.7</html>')],
    ['bom.pdf', Buffer.concat([bytes(0xef, 0xbb, 0xbf), Buffer.from('%PDF-1.7\n')])],
  ])('refuses %s', (name, data) => {
    expect(detectFileType(data, name)).toBeNull();
  });

  it('finds the OOXML folder among all the entries of the central directory, past their extra fields and comments', () => {
    const entries = [
      { name: '[Content_Types].xml', extra: 5, comment: 3 },
      { name: '_rels/.rels', extra: 2 },
    ];
    expect(detectFileType(zip([...entries, { name: 'xl/workbook.xml' }]), 'a.xlsx')).toBe(XLSX);
    expect(detectFileType(zip(entries), 'a.xlsx')).toBeNull();
  });

  it('reads no further than the directory says, and refuses a zip whose directory is missing, cut or broken', () => {
    const entries = [{ name: '[Content_Types].xml' }, { name: 'xl/workbook.xml' }];
    expect(detectFileType(zip(entries, 1), 'a.xlsx')).toBeNull();
    // The end record says 3 entries where there are 2: reading stops at the end of the data.
    expect(detectFileType(zip(entries, 3), 'a.xlsx')).toBe(XLSX);
    const whole = zip(entries);
    expect(detectFileType(whole.subarray(0, whole.length - 22), 'a.xlsx')).toBeNull();
    expect(detectFileType(whole.subarray(0, whole.length - 1), 'a.xlsx')).toBeNull();
    // An entry header cut short by the end record: 20 of its 46 bytes, then the end record (2 entries at offset 8).
    const empty = zip([], 2);
    const header = zip([{ name: 'xl/workbook.xml' }]).subarray(8, 28);
    expect(detectFileType(Buffer.concat([empty.subarray(0, 8), header, empty.subarray(8)]), 'a.xlsx')).toBeNull();
    const broken = zip([{ name: '[Content_Types].xml', signature: 0x02014b51 }, { name: 'xl/workbook.xml' }]);
    expect(detectFileType(broken, 'a.xlsx')).toBeNull();
  });

  it('reads no directory without its end record, wherever the bytes of a directory lie', () => {
    // A zip's first bytes, then where an end record would put the entry count (offset 9) and the directory (offset 15),
    // then a directory entry naming the OOXML folder: without an end record it is not read.
    const data = Buffer.alloc(19);
    data.writeUInt32LE(0x04034b50, 0);
    data.writeUInt16LE(1, 9);
    data.writeUInt32LE(19, 15);
    const entry = zip([{ name: 'xl/workbook.xml' }]).subarray(8, 8 + 46 + 'xl/workbook.xml'.length);
    expect(detectFileType(Buffer.concat([data, entry]), 'a.xlsx')).toBeNull();
  });

  it('stops at an entry whose lengths run past the end of the data, keeping the names read before it', () => {
    const data = zip([{ name: 'xl/workbook.xml' }, { name: 'docProps/app.xml' }]);
    // The first entry's extra field claims 65,535 bytes: the next entry would start past the end.
    data.writeUInt16LE(0xffff, 8 + 30);
    expect(detectFileType(data, 'a.xlsx')).toBe(XLSX);
  });
});

describe('withExtensionOf', () => {
  it.each([
    ['photo.png', 'image/png', 'photo.png'],
    ['scan.PDF', 'application/pdf', 'scan.PDF'],
    ['lorry.jpeg', 'image/jpeg', 'lorry.jpeg'],
    ['photo.jpg', 'image/png', 'photo.png'],
    ['rates.csv.txt', 'text/csv', 'rates.csv.csv'],
    ['report', 'application/pdf', 'report.pdf'],
    ['.profile', 'application/pdf', '.profile.pdf'],
    ['data.bin', 'application/octet-stream', 'data.bin'],
  ])('names %s sent as %s %s', (fileName, type, stored) => {
    expect(withExtensionOf(fileName, type)).toBe(stored);
  });
});
