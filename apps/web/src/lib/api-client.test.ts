import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, MESSAGES } from '@freightdesk/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, api, postForFile, serverMessageOr } from './api-client';

// What nginx answers when a body passes its client_max_body_size: its own HTML page, never our JSON.
const NGINX_413 =
  '<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n' +
  '<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** The one answer every call gets, as a proxy in front of the server (or the server) would send it. */
function answerWith(body: string, status: number, contentType: string): void {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(body, { status, headers: { 'Content-Type': contentType } })),
  );
}

async function failureOf(call: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError)) throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

const importForm = () => {
  const form = new FormData();
  form.append('file', new Blob(['companyName\r\n']), 'vendors.csv');
  return form;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a 413 whoever sends it', () => {
  it('a proxy’s HTML 413 to an upload says the file is too large and names the upload’s limit', async () => {
    answerWith(NGINX_413, 413, 'text/html');
    const error = await failureOf(
      postForFile('/api/import/vendors/errors?dryRun=true', importForm(), 'vendors-errors.xlsx', {}, IMPORT_MAX_BYTES),
    );
    expect(error).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    // Shown as the server's own message would be.
    expect(serverMessageOr(error, MESSAGES.unexpected)).toBe('The file is too large to send (the limit is 20 MB).');
  });

  it('without a limit given, it still says the file is too large', async () => {
    answerWith(NGINX_413, 413, 'text/html');
    const error = await failureOf(postForFile('/upload', importForm(), 'document.pdf'));
    expect(serverMessageOr(error, MESSAGES.unexpected)).toBe('The file is too large to send.');
  });

  it('a JSON call answered an HTML 413 says the request is too large', async () => {
    answerWith(NGINX_413, 413, 'text/html');
    const error = await failureOf(api.post('/add-vendor', { schema: z.unknown(), body: { companyName: 'x' } }));
    expect(error.status).toBe(413);
    expect(serverMessageOr(error, MESSAGES.unexpected)).toBe('The request is too large to send.');
  });

  it('our own 413 keeps our message and code', async () => {
    answerWith(
      JSON.stringify({ message: IMPORT_MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' }),
      413,
      'application/json',
    );
    const error = await failureOf(postForFile('/api/import/vendors/errors', importForm(), 'x.xlsx', {}, 1024));
    expect(error).toMatchObject({ failure: 'server', status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(error.message).toBe('The file is larger than 20 MB.');
  });

  it('another status without our JSON stays an unexpected answer', async () => {
    answerWith('<html><body>502 Bad Gateway</body></html>', 502, 'text/html');
    const error = await failureOf(postForFile('/api/import/vendors/errors', importForm(), 'x.xlsx', {}, 1024));
    expect(error).toMatchObject({ failure: 'unexpected', status: 502, message: MESSAGES.unexpected });
  });
});
