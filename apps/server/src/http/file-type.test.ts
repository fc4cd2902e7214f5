import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.ts';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectFileType', () => {
  it.each([
    ['a.bin', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['a', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['a.jpg', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['a.gif', Buffer.from('GIF89a....'), 'image/gif'],
    ['a.webp', Buffer.concat([Buffer.from('RIFF'), bytes(0, 0, 0, 0), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    [
      'Loads.XLSX',
      bytes(0x50, 0x4b, 0x03, 0x04, 1),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'note.docx',
      bytes(0x50, 0x4b, 0x03, 0x04, 1),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['note.txt', Buffer.from('Truck left at 10:00\r\n\tGate 2'), 'text/plain'],
    ['rates.csv', Buffer.from('from,to,rate\nPune,Mumbai,1250\n'), 'text/csv'],
  ])('recognises %s by its content', (name, data, type) => {
    expect(detectFileType(data, name)).toBe(type);
  });

  it.each([
    ['page.pdf', Buffer.from('<html><script>alert(1)</script>')],
    ['page.html', Buffer.from('<html></html>')],
    ['archive.zip', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['binary.txt', bytes(0x41, 0x00, 0x42)],
    ['latin1.csv', bytes(0x41, 0xe9, 0x42)],
    ['program.exe', Buffer.from('MZ\x90\x00')],
  ])('refuses %s', (name, data) => {
    expect(detectFileType(data, name)).toBeNull();
  });
});
