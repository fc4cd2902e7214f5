import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.ts';

const sample = (name: string) => readFileSync(new URL(`../test/files/${name}`, import.meta.url));

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectFileType', () => {
  it.each([
    ['a.bin', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['a', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['a.jpg', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['a.gif', Buffer.from('GIF89a....'), 'image/gif'],
    ['a.webp', Buffer.concat([Buffer.from('RIFF'), bytes(0, 0, 0, 0), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['Loads.XLSX', sample('rates.xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['note.docx', sample('letter.docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['slips.zip', sample('slips.zip'), 'application/zip'],
    ['rates.xls', sample('rates.xls'), 'application/vnd.ms-excel'],
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
  ])('refuses %s', (name, data) => {
    expect(detectFileType(data, name)).toBeNull();
  });
});
