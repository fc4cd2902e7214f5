import { randomBytes } from 'node:crypto';
import type { TestContext } from './test-app.ts';

export interface TestFile {
  fileName: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body for `inject`, as a browser would send it. */
export function multipart(fields: Record<string, string>, files: Record<string, TestFile> = {}) {
  const boundary = `----freightdesk${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a multipart form to `/logistics${url}` as the signed-in user of `cookie`, as a browser's upload would. */
export function postMultipart(
  ctx: TestContext,
  cookie: string,
  url: string,
  fields: Record<string, string>,
  files: Record<string, TestFile> = {},
) {
  const body = multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: `/logistics${url}`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

/** A small valid-looking PDF of about `size` bytes. */
export function pdf(size = 300, label = 'x'): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${label}\n`);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}
