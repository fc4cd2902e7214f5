import multipartPlugin from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { asPdf, readMultipart } from './multipart.ts';

/** One part of a form: a field, or a file when `fileName` is given (empty for a file input left empty). */
interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
}

const BOUNDARY = '----freightdeskTestBoundary';

/** A multipart/form-data body as a browser sends it, with the parts in order (a name may repeat). */
function form(parts: Part[], { end = true } = {}) {
  const chunks = parts.flatMap(({ name, value, fileName }) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
        (fileName === undefined ? '\r\n\r\n' : `; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    ),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
  if (end) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(multipartPlugin);
  // The form as read, or the refusal as the API would answer it.
  app.post('/form', async (request) => {
    try {
      const { fields, files } = await readMultipart(request, {
        maxFiles: 2,
        tooLargeMessage: 'Files are 1 MB at most.',
      });
      return {
        fields: Object.entries(fields),
        files: [...files].map(([name, file]) => [name, file.fileName, file.data.length]),
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { status: error.statusCode, code: error.code, message: error.message, field: error.field ?? null };
    }
  });
  await app.ready();
});
afterAll(() => app.close());

const post = async (payload: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  (await app.inject({ method: 'POST', url: '/form', payload, headers: { 'content-type': contentType } })).json<
    Record<string, unknown>
  >();

const MB = 1_048_576;
const pdf = (size = 100) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

describe('reading an upload form', () => {
  it('reads the fields and one file per input', async () => {
    expect(
      await post(
        form([
          { name: 'transactionStatus', value: 'Acknowledged' },
          { name: 'short', value: '100.50' },
          { name: 'LoadingAdvice', value: pdf(), fileName: 'advice.pdf' },
        ]),
      ),
    ).toEqual({
      fields: [
        ['transactionStatus', 'Acknowledged'],
        ['short', '100.50'],
      ],
      files: [['LoadingAdvice', 'advice.pdf', 100]],
    });
  });

  it("keeps the status of an error the parser gives one: a field named __proto__ is the plugin's 400", async () => {
    expect(await post(form([{ name: '__proto__', value: 'x' }]))).toMatchObject({
      statusCode: 400,
      code: 'FST_PROTO_VIOLATION',
    });
  });

  it('skips a file input left empty, and names a nameless file after its input', async () => {
    expect(
      await post(
        form([
          { name: 'LoadingAdvice', value: '', fileName: '' },
          { name: 'WeightmentSlip', value: pdf(), fileName: '' },
        ]),
      ),
    ).toEqual({ fields: [], files: [['WeightmentSlip', 'WeightmentSlip', 100]] });
  });

  it('a file of exactly 1 MB is read', async () => {
    expect(await post(form([{ name: 'LoadingAdvice', value: pdf(MB), fileName: 'a.pdf' }]))).toEqual({
      fields: [],
      files: [['LoadingAdvice', 'a.pdf', MB]],
    });
  });

  it('refuses a body that is not a multipart form', async () => {
    expect(await post(Buffer.from('{"a":1}'), 'application/json')).toEqual({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the form as multipart/form-data.',
      field: null,
    });
  });

  it('refuses two files for one input, naming the input', async () => {
    const twice = form([
      { name: 'LoadingAdvice', value: pdf(), fileName: 'a.pdf' },
      { name: 'LoadingAdvice', value: pdf(), fileName: 'b.pdf' },
    ]);
    expect(await post(twice)).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Send one file for LoadingAdvice.',
      field: 'LoadingAdvice',
    });
  });

  it('refuses a file over 1 MB with the caller’s message', async () => {
    expect(await post(form([{ name: 'LoadingAdvice', value: pdf(MB + 1), fileName: 'a.pdf' }]))).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Files are 1 MB at most.',
      field: null,
    });
  });

  it('refuses more files, fields or parts than a form has', async () => {
    const tooMany = {
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The form has too many fields or files.',
      field: null,
    };
    const files = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ name: `file${i}`, value: pdf(), fileName: `${i}.pdf` }));
    const fields = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `field${i}`, value: 'x' }));
    expect(await post(form(files(2)))).toMatchObject({ fields: [] });
    expect(await post(form(files(3)))).toEqual(tooMany);
    expect(await post(form(fields(40)))).toMatchObject({ files: [] });
    expect(await post(form(fields(41)))).toEqual(tooMany);
  });

  it('refuses a field holding a NUL character', async () => {
    expect(await post(form([{ name: 'short', value: '10\u0000' }]))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Text may not contain NUL characters.',
      field: 'short',
    });
  });

  it('refuses a file whose name holds a NUL character (the name is stored)', async () => {
    expect(await post(form([{ name: 'LoadingAdvice', value: pdf(), fileName: 'a\u0000.pdf' }]))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Text may not contain NUL characters.',
      field: 'LoadingAdvice',
    });
  });

  it('answers 400 to a form the parser cannot read: cut off, or without its boundary', async () => {
    const unreadable = { status: 400, code: 'VALIDATION_ERROR', message: 'The form could not be read.', field: null };
    const cut = form([{ name: 'LoadingAdvice', value: pdf(), fileName: 'a.pdf' }], { end: false });
    expect(await post(cut)).toEqual(unreadable);
    expect(await post(form([{ name: 'a', value: 'b' }]), 'multipart/form-data')).toEqual(unreadable);
  });
});

describe('a PDF upload as kept', () => {
  it('is known by its content, and named .pdf whatever it came as', () => {
    expect(asPdf({ fileName: 'scan.exe', data: pdf() })).toEqual({ fileName: 'scan.pdf', data: pdf() });
    expect(asPdf({ fileName: 'scan.pdf', data: pdf() })?.fileName).toBe('scan.pdf');
    expect(asPdf({ fileName: 'scan.pdf', data: Buffer.from('<html>') })).toBeNull();
  });
});
