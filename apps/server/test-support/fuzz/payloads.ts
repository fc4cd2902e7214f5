import { RUPEES, TONS, WHOLE_RUPEES, isCalendarDay } from '@freightdesk/domain';
import fc from 'fast-check';

/** A request body as `inject` takes it, with the headers that describe it. */
export interface Body {
  payload?: string | Buffer | object;
  headers: Record<string, string>;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Strings that broke web applications before: empty, NUL, traversal, injection, odd unicode, number-like text. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f%2e%2e%2f',
  "' OR '1'='1",
  '"; drop table trips; --',
  "T1' union select password_hash from users --",
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '%s%n%x%d',
  '\r\nSet-Cookie: fd_session=stolen',
  '𝕿𝖗𝖚𝖈𝖐 🚚🇮🇳',
  'ट्रक संख्या',
  'ٱلسَّلَامُ عَلَيْكُمْ',
  '\u202eevil\u202c',
  '\ud800',
  '\udfff\ud800',
  'e\u0301\u0301\u0301',
  '\ufeffBOM',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e309',
  '-1e308',
  '5e-324',
  '0x1F',
  '1_000',
  ' 12 ',
  '9007199254740993',
  '99999999999999999999999999',
  '-1',
  '0',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-11-22T00:00:00.000Z',
  'T1',
  't00000000000000001',
  'B1',
  'B-1',
  '__proto__',
  'constructor',
  'prototype',
  'MH12AB1234',
  'mh 12 ab 1234',
];

const hugeString = fc.oneof(
  fc.integer({ min: 200, max: 2_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 10_000, max: 300_000 }).map((n) => 'é'.repeat(n)),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }) },
  { weight: 1, arbitrary: hugeString },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(1e308, -1e308, -0, 0, -1, 0.1, 1.005, 5e-324, 2 ** 53 + 2, 2 ** 63, -(2 ** 31), 1e21),
  fc.double(),
  fc.integer(),
);

/** Numbers written every odd way: other bases, exponents, signs, grouping, other digits, padding, other JSON kinds. */
export const ODD_NUMBERS: unknown[] = [
  '0x10',
  '0X1f',
  '0o17',
  '0b101',
  '1e2',
  '1E2',
  '1e-2',
  '+5',
  '5.',
  '.5',
  '00010',
  '1,000',
  '1_000',
  '10 000',
  '10\u00a0',
  '١٢',
  '１２',
  '५',
  '½',
  '∞',
  '5\u0000',
  '5abc',
  '1..2',
  '--1',
  true,
  false,
  [],
  {},
  [5],
  ['5'],
  { value: 5 },
];

/** The ranges of the typed numbers (number-text.ts), and those written inline: freight rate, TDS rate, GST rate, lead days. */
const RANGES = [
  RUPEES,
  TONS,
  WHOLE_RUPEES,
  { decimals: 2, max: 10_000_000 },
  { decimals: 2, max: 100 },
  { decimals: 2, max: 28 },
  { decimals: 0, max: 90 },
];

/** Texts at and just beyond a range: its largest value, one step and one digit past it, below the smallest step, negative. */
function rangeEdges({ decimals, max }: { decimals: number; max: number }): string[] {
  const step = decimals > 0 ? `0.${'0'.repeat(decimals - 1)}1` : '1';
  return [
    String(max),
    decimals > 0 ? `${max}.${'0'.repeat(decimals - 1)}1` : String(max + 1),
    `${max}.${'0'.repeat(decimals)}1`,
    String(max * 10),
    step,
    `0.${'0'.repeat(decimals)}1`,
    `-${step}`,
    '0',
    '-0',
  ];
}

/** Amounts at and beyond each range, as JSON numbers and as text. */
export const rangeEdge: fc.Arbitrary<unknown> = fc
  .constantFrom(...new Set(RANGES.flatMap(rangeEdges)))
  .chain((text) => fc.constantFrom<unknown>(text, Number(text)));

export const oddNumber: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(...ODD_NUMBERS), rangeEdge);

/** Days that do not exist, days written another way, and real days at the edges of the calendar. */
export const ODD_DAYS = [
  '2026-02-29',
  '2026-02-30',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '2026-01-32',
  '2100-02-29',
  '2026-1-5',
  '26-02-2026',
  '2026/02/28',
  '2026-02-28T00:00:00Z',
  '２０２６-０２-２８',
  '+2026-02-28',
  '-2026-02-28',
  '0000-00-00',
  '275760-09-14',
  '2026-02-28\u0000',
  '2026-W09-1',
  '2028-02-29',
  '1900-01-01',
  '9999-12-31',
];
export const oddDay: fc.Arbitrary<string> = fc.constantFrom(...ODD_DAYS);

/** Invisible format characters: the bidirectional controls, zero-width and direction marks, word joiner, BOM. */
export const INVISIBLE_CHARACTERS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200b',
  '\u200e',
  '\u200f',
  '\u2060',
  '\ufeff',
  '\u061c',
  '\u00ad',
];

/** A real text with invisible format characters spliced in, or a right-to-left override that reverses its end. */
export function withInvisible(text: string): fc.Arbitrary<string> {
  const splice = fc
    .array(fc.tuple(fc.nat({ max: text.length }), fc.constantFrom(...INVISIBLE_CHARACTERS)), {
      minLength: 1,
      maxLength: 3,
    })
    .map((inserts) =>
      [...inserts]
        .sort(([a], [b]) => b - a)
        .reduce((value, [at, character]) => value.slice(0, at) + character + value.slice(at), text),
    );
  return fc.oneof(splice, fc.constant(`${text}\u202e1gnp`), fc.constant(`\u2067${text}\u2069`));
}

/**
 * The odd values of the classes a real value belongs to: a number (JSON or digits) gets odd encodings and range
 * edges, a day impossible days, a timestamp an impossible day, a name invisible characters; undefined for the rest.
 */
export function oddFor(sample: unknown): fc.Arbitrary<unknown> | undefined {
  if (typeof sample === 'number' || (typeof sample === 'string' && /^\d+(\.\d+)?$/.test(sample))) return oddNumber;
  if (typeof sample !== 'string') return undefined;
  if (isCalendarDay(sample)) return oddDay;
  if (/^\d{4}-\d{2}-\d{2}T/.test(sample)) return oddDay.map((day) => `${day}${sample.slice(10)}`);
  if (/\p{L}/u.test(sample)) return withInvisible(sample);
  return undefined;
}

/** As text, for a query string or a multipart field. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The odd text of a real text value, or the value itself when it belongs to no class. */
export function oddText(sample: string): fc.Arbitrary<string> {
  return oddFor(sample)?.map(asText) ?? fc.constant(sample);
}

/** Nested the given depth: arrays or objects, to find recursion limits. */
function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Any JSON value a field might receive instead of the one it expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [''], { $ne: null }, { $gt: '' }) },
  { weight: 1, arbitrary: fc.constantFrom(nested(60, 'array'), nested(60, 'object')) },
);

/**
 * A value shaped like `sample` with a few of its parts broken: most fields keep their real value (so the request gets
 * past the first check and reaches the service and the database), one or two are swapped for a hostile value or left
 * out, and now and then an unknown key comes along.
 */
export function mutate(sample: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (Array.isArray(sample)) {
    const element = sample.length > 0 ? mutate(sample[0], depth + 1) : hostileValue;
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(sample) },
      { weight: 4, arbitrary: fc.array(element, { minLength: 0, maxLength: 4 }) },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  if (typeof sample === 'object' && sample !== null) {
    const entries = Object.entries(sample as Record<string, unknown>);
    const keys = entries.map(([key]) => key);
    const broken = fc.record(
      Object.fromEntries(
        entries.map(([key, value]) => [
          key,
          fc.oneof(
            { weight: 4, arbitrary: mutate(value, depth + 1) },
            { weight: 1, arbitrary: fc.constant(undefined) },
          ),
        ]),
      ),
    );
    const which: fc.Arbitrary<string[]> =
      keys.length > 0 ? fc.uniqueArray(fc.constantFrom(...keys), { maxLength: 2 }) : fc.constant([]);
    const extra = fc.dictionary(
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('id', '$where', '_id', 'status', 'bill_id')),
      hostileValue,
      { maxKeys: 2 },
    );
    const shaped = fc.tuple(broken, which, fc.option(extra, { freq: 5 })).map(([alternatives, chosen, more]) => {
      const object: Record<string, unknown> = {};
      for (const [key, value] of entries) {
        const next = chosen.includes(key) ? alternatives[key] : value;
        if (next !== undefined) object[key] = next;
      }
      return more ? { ...object, ...more } : object;
    });
    return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: depth === 0 ? 0 : 1, arbitrary: hostileValue });
  }
  const odd = oddFor(sample);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(sample) },
    { weight: 3, arbitrary: hostileValue },
    { weight: odd ? 3 : 0, arbitrary: odd ?? hostileValue },
  );
}

/** JSON text with prototype-pollution keys spliced into the top level and into each nested object. */
function pollute(value: unknown): string {
  const text = JSON.stringify(value ?? {});
  const poison = '"__proto__":{"isAdmin":true,"profile":"admin"},"constructor":{"prototype":{"polluted":1}},';
  if (!text.startsWith('{')) return `{${poison.slice(0, -1)},"value":${text}}`;
  return text.replace(/\{(?=")/g, `{${poison}`).replace(/^\{\}$/, `{${poison.slice(0, -1)}}`);
}

const BIG_BODY = `{"a":"${'y'.repeat(1024 * 1024 + 10)}"}`;

const rawJsonTexts = fc.constantFrom(
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  '{"a":1 /* comment */}',
  "{'a':1}",
  '{"a":1,"a":2}',
  '\ufeff{}',
  'null',
  'true',
  '0',
  '-0',
  '1e999',
  '-1e999',
  'NaN',
  '"text"',
  '[]',
  '[null]',
  '{"weight":1e999,"Weight":-1e999,"rate":1e308}',
  '{"Weight":"NaN","rate":"Infinity","tdsRate":"-0","limit":"1e308"}',
  '{"\\u0000":"\\u0000"}',
  '{"a":"\\ud800"}',
  `${'['.repeat(1000)}${']'.repeat(1000)}`,
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  `[${Array.from({ length: 50_000 }, () => '{}').join(',')}]`,
);

/** Bodies for a JSON route: shaped like its real body and broken in every way, and the wrong kinds of body. */
export function jsonBody(sample: unknown): fc.Arbitrary<Body> {
  const shaped = mutate(sample);
  return fc.oneof(
    { weight: 10, arbitrary: shaped.map((value) => ({ payload: JSON.stringify(value ?? null), headers: JSON_TYPE })) },
    { weight: 2, arbitrary: shaped.map((value) => ({ payload: pollute(value), headers: JSON_TYPE })) },
    {
      weight: 2,
      arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => ({ payload: JSON.stringify(value), headers: JSON_TYPE })),
    },
    { weight: 2, arbitrary: rawJsonTexts.map((payload) => ({ payload, headers: JSON_TYPE })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          shaped,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'application/octet-stream',
            'multipart/form-data; boundary=xyz',
            'multipart/form-data',
            'application/vnd.api+json',
            '',
            'application/json, text/html',
          ),
        )
        .map(([value, type]) => ({
          payload: type.includes('form-urlencoded')
            ? new URLSearchParams(
                Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
              ).toString()
            : JSON.stringify(value ?? null),
          headers: { 'content-type': type },
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        {
          payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
          headers: JSON_TYPE,
        },
        { payload: BIG_BODY, headers: JSON_TYPE },
        { headers: {} },
        { headers: JSON_TYPE },
      ),
    },
  );
}

/** Percent-encodes the UTF-8 bytes of any string, lone surrogates included (encodeURIComponent throws on those). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A path segment: a real value (so the route's own checks run), or a hostile one, percent-encoded or raw. */
export function pathSegment(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: real.length > 0 ? fc.constantFrom(...real) : fc.constant('x') },
    { weight: 3, arbitrary: hostileString.map((s) => percentEncode(s.slice(0, 3000)) || 'x') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '..%2F..%2Fetc%2Fpasswd',
        '%2e%2e',
        '%00',
        'T1%00',
        '%',
        '%zz',
        '%E0%A4%A',
        '%C0%AF',
        '%ED%A0%80',
        '.',
        '..',
        'T1;drop',
        'T1%3Fx%3D1',
        'a'.repeat(5000),
        encodeURIComponent('ट्रक'),
        'T99999999999999999999',
      ),
    },
  );
}

/** A query string shaped like the route's real one, with hostile values, repeated keys and pollution keys. */
export function queryString(sample: Record<string, string>): fc.Arbitrary<string> {
  const value = fc.oneof({ weight: 2, arbitrary: hostileString }, { weight: 1, arbitrary: fc.constant('') });
  const keys = [...Object.keys(sample), '__proto__', 'constructor[prototype][x]', 'a[]', 'limit', 'x'];
  const pair = fc.tuple(fc.constantFrom(...keys), fc.oneof(value, fc.constantFrom(...Object.values(sample), '')));
  const shaped = fc.tuple(fc.array(pair, { maxLength: 6 }), fc.boolean()).map(([pairs, raw]) => {
    if (pairs.length === 0) return '';
    const text = raw
      ? pairs.map(([k, v]) => `${k}=${v.replace(/[&#\s]/g, '')}`).join('&')
      : new URLSearchParams(pairs).toString();
    return `?${text}`;
  });
  const real = Object.keys(sample).length > 0 ? `?${new URLSearchParams(sample).toString()}` : '';
  // The real query with its days, numbers and names made odd.
  const odd = fc
    .record(Object.fromEntries(Object.entries(sample).map(([key, v]) => [key, fc.oneof(fc.constant(v), oddText(v))])))
    .map((values) => `?${new URLSearchParams(values).toString()}`);
  return fc.oneof(
    { weight: 5, arbitrary: shaped },
    { weight: 2, arbitrary: fc.constant(real) },
    { weight: Object.keys(sample).length > 0 ? 3 : 0, arbitrary: odd },
    { weight: 1, arbitrary: fc.constantFrom('?', '?&&&', '?=', '?a=%zz', '?a=%00', `?${'k=v&'.repeat(2000)}`) },
  );
}

/** What a multipart route reads: its text fields (a real value each) and the names of its file parts. */
export interface MultipartShape {
  fields: Record<string, string>;
  files: string[];
}

interface Part {
  name: string;
  fileName?: string;
  contentType?: string;
  data: Buffer;
}

const PDF = Buffer.from('%PDF-1.4\n% fuzz\n1 0 obj << >> endobj\n%%EOF\n');
const fileContents = fc.oneof(
  { weight: 4, arbitrary: fc.constant(PDF) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      Buffer.alloc(0),
      Buffer.from('%PDF'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('PK\u0003\u0004not really a zip'),
      Buffer.from('MZ\u0090\u0000'),
      Buffer.from('a,b\r\n1,2\r\n'),
      Buffer.from('\u0000\u0000\u0000'),
      Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]),
    ),
  },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

/** Files whose name says one kind and whose content is another: a PDF or an image as a program or a page, and back. */
export const DISGUISED_FILES: { fileName: string; data: Buffer }[] = [
  { fileName: 'invoice.exe', data: PDF },
  { fileName: 'notice.html', data: PDF },
  { fileName: 'run.bat', data: PDF },
  { fileName: 'app.hta', data: PDF },
  { fileName: 'rates.xlsx', data: PDF },
  { fileName: 'invoice\u202efdp.exe', data: PDF },
  { fileName: 'scan.pdf', data: HTML },
  { fileName: 'scan.PDF', data: HTML },
  { fileName: 'late.pdf', data: Buffer.concat([Buffer.from('junk\n'), PDF]) },
  { fileName: 'photo.pdf', data: PNG },
  { fileName: 'photo.exe', data: PNG },
  { fileName: 'photo.html', data: PNG },
  { fileName: 'photo\u202egnp.bat', data: PNG },
  { fileName: 'photo.txt', data: JPEG },
  { fileName: 'photo.hta', data: JPEG },
  { fileName: 'photo', data: JPEG },
  { fileName: 'page.png', data: HTML },
  { fileName: 'notes.txt', data: PDF },
];

const fileNames = fc.oneof(
  fc.constantFrom(
    'slip.pdf',
    '',
    '../../../etc/passwd',
    '..\\..\\boot.ini',
    'a\u0000b.pdf',
    'invoice.pdf.exe',
    '<img src=x onerror=alert(1)>.pdf',
    '"quoted".pdf',
    'ट्रक.pdf',
    '🚚.png',
    '.htaccess',
    'CON',
    'x'.repeat(1000),
  ),
  hostileString.map((s) => s.slice(0, 300)),
);

const CRLF = '\r\n';

function encodePart(boundary: string, part: Part): Buffer {
  const quoted = (s: string) => s.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
  const disposition =
    `Content-Disposition: form-data; name="${quoted(part.name)}"` +
    (part.fileName === undefined ? '' : `; filename="${quoted(part.fileName)}"`);
  const type = part.contentType === undefined ? '' : `${CRLF}Content-Type: ${part.contentType}`;
  return Buffer.concat([
    Buffer.from(`--${boundary}${CRLF}${disposition}${type}${CRLF}${CRLF}`),
    part.data,
    Buffer.from(CRLF),
  ]);
}

/** Multipart bodies for an upload route: its real fields and files with odd values and parts, and broken framing. */
export function multipartBody(shape: MultipartShape): fc.Arbitrary<Body> {
  const fieldParts = fc.array(
    fc.tuple(
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...Object.keys(shape.fields)) },
        { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'x', '') },
        { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
      ),
      fc.boolean(),
      hostileString,
    ),
    { maxLength: 8 },
  );
  // Often none, so that the real fields (odd only in their class) reach the route's checks and the database.
  const extraFields = fc.oneof(fc.constant([]), fieldParts);
  // Each real field, mostly present (so that some forms are whole and reach the database), with its real value or an
  // odd one of its class.
  const realFields = fc
    .tuple(
      ...Object.entries(shape.fields).map(([name, value]) =>
        fc.tuple(
          fc.constant(name),
          fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: oddText(value) }),
          fc.nat({ max: 4 }).map((n) => n > 0),
        ),
      ),
    )
    .map((entries) => entries.filter(([, , present]) => present).map(([name, value]) => [name, value] as const));
  const partName = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...shape.files) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'file', 'other', '') },
  );
  const contentType = fc.option(
    fc.constantFrom('application/pdf', 'text/html', 'image/png', 'application/x-msdownload', ''),
    { freq: 4 },
  );
  const anyFile = fc.record({
    name: partName,
    fileName: fc.option(fileNames, { freq: 8 }),
    contentType,
    data: fileContents,
  });
  const disguised = fc
    .tuple(partName, fc.constantFrom(...DISGUISED_FILES), contentType)
    .map(([name, file, type]) => ({ name, fileName: file.fileName, contentType: type, data: file.data }));
  const file = fc.oneof(anyFile, disguised);
  // Mostly one file, as a form sends it; sometimes none or more than the route takes.
  const fileParts = fc.oneof(
    { weight: 3, arbitrary: file.map((part) => [part]) },
    { weight: 2, arbitrary: fc.array(file, { maxLength: 3 }) },
  );
  const parts = fc.tuple(realFields, extraFields, fileParts).map(([real, odd, files]): Part[] => [
    ...real.map(([name, value]) => ({ name, data: Buffer.from(value) })),
    ...odd.map(([name, useReal, value]) => ({
      name,
      data: Buffer.from(useReal && Object.hasOwn(shape.fields, name) ? (shape.fields[name] ?? value) : value),
    })),
    ...files.map((file) => ({
      name: file.name,
      data: file.data,
      ...(file.fileName === null ? {} : { fileName: file.fileName }),
      ...(file.contentType === null ? {} : { contentType: file.contentType }),
    })),
  ]);
  const framing = fc.constantFrom(
    'ok',
    'ok',
    'ok',
    'ok',
    'no-boundary-param',
    'wrong-boundary',
    'truncated',
    'no-final-boundary',
    'preamble',
    'many-parts',
    'header-garbage',
    'empty',
  );
  return fc
    .tuple(parts, framing, fc.constantFrom('fuzzBoundary', 'a', '----x'.repeat(14)))
    .map(([list, frame, boundary]): Body => {
      const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
      const body = Buffer.concat(list.map((part) => encodePart(boundary, part)));
      const end = Buffer.from(`--${boundary}--${CRLF}`);
      switch (frame) {
        case 'ok':
          return { payload: Buffer.concat([body, end]), headers: type };
        case 'no-boundary-param':
          return { payload: Buffer.concat([body, end]), headers: { 'content-type': 'multipart/form-data' } };
        case 'wrong-boundary':
          return {
            payload: Buffer.concat([body, end]),
            headers: { 'content-type': 'multipart/form-data; boundary=other' },
          };
        case 'truncated':
          return {
            payload: Buffer.concat([body, end]).subarray(0, Math.floor((body.length + end.length) / 2)),
            headers: type,
          };
        case 'no-final-boundary':
          return { payload: body, headers: type };
        case 'preamble':
          return {
            payload: Buffer.concat([Buffer.from(`junk before${CRLF}`), body, end, Buffer.from('junk after')]),
            headers: type,
          };
        case 'many-parts': {
          const many = Array.from({ length: 80 }, (_, i) =>
            encodePart(boundary, { name: `f${i}`, data: Buffer.from('v') }),
          );
          return { payload: Buffer.concat([...many, body, end]), headers: type };
        }
        case 'header-garbage':
          return {
            payload: Buffer.concat([
              Buffer.from(
                `--${boundary}${CRLF}Content-Disposition: form-data${CRLF}X: ${'h'.repeat(20_000)}${CRLF}${CRLF}v${CRLF}`,
              ),
              body,
              end,
            ]),
            headers: type,
          };
        case 'empty':
          return { payload: '', headers: type };
        default:
          return { payload: Buffer.concat([body, end]), headers: type };
      }
    });
}
