import { ERROR_CODES, MESSAGES, type ErrorCode } from '@freightdesk/domain';
import type { ZodType } from 'zod';
import { startTransfer, type TransferHandle } from '@/lib/transfers';

const API_BASE = '/logistics';

/** Why a call failed: the server answered with an error, it did not answer, or its answer made no sense. */
export type ApiFailure = 'server' | 'no-response' | 'unexpected';

export class ApiRequestError extends Error {
  readonly failure: ApiFailure;
  /** HTTP status; 0 when no response came. */
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly field: string | undefined;
  /** The server's error answer as it came, for the fields a call adds to it (login's attemptsLeft). */
  readonly body: unknown;

  constructor(options: {
    failure: ApiFailure;
    status: number;
    message: string;
    code?: ErrorCode | undefined;
    field?: string | undefined;
    body?: unknown;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'ApiRequestError';
    this.failure = options.failure;
    this.status = options.status;
    this.code = options.code;
    this.field = options.field;
    this.body = options.body;
  }
}

/** The server's own message when it sent one, else the caller's fallback (spec-1 section 8). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.failure === 'server' ? error.message : fallback;
}

let onUnauthenticated: () => void = () => undefined;

/** The one place that learns the session has ended; the app turns it into the signed-out state. */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

interface RequestOptions<T> {
  schema: ZodType<T>;
  body?: unknown;
  /** For sign-in calls, where 401 is an answer (wrong password) rather than an ended session. */
  unauthorizedIsAnswer?: boolean;
  /** Headers of the call beyond the JSON ones, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

const MEGABYTE = 1024 * 1024;

/** What a 413 without our JSON says: of a file, with the limit of the upload when the caller knows it. */
function tooLargeToSend(sent: 'file' | 'request', maxBytes?: number): string {
  if (sent === 'request') return 'The request is too large to send.';
  if (maxBytes === undefined) return 'The file is too large to send.';
  return `The file is too large to send (the limit is ${Number((maxBytes / MEGABYTE).toFixed(1))} MB).`;
}

function serverError(status: number, payload: unknown, tooLargeMessage: string): ApiRequestError {
  if (typeof payload === 'object' && payload !== null && 'message' in payload && typeof payload.message === 'string') {
    const code = 'code' in payload && isErrorCode(payload.code) ? payload.code : undefined;
    const field = 'field' in payload && typeof payload.field === 'string' ? payload.field : undefined;
    return new ApiRequestError({ failure: 'server', status, message: payload.message, code, field, body: payload });
  }
  // A proxy in front of the server refuses a body too large with a page of its own (nginx's is HTML).
  if (status === 413) {
    return new ApiRequestError({ failure: 'server', status, message: tooLargeMessage, code: 'PAYLOAD_TOO_LARGE' });
  }
  return new ApiRequestError({ failure: 'unexpected', status, message: MESSAGES.unexpected });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

function parseAnswer<T>(schema: ZodType<T>, status: number, payload: unknown): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiRequestError({ failure: 'unexpected', status, message: MESSAGES.unexpected, cause: parsed.error });
  }
  return parsed.data;
}

/** An answer with the headers that describe it, such as a page's x-next-cursor. */
export interface AnswerWithHeaders<T> {
  data: T;
  headers: Headers;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function request<T>(method: Method, path: string, options: RequestOptions<T>): Promise<T> {
  return (await requestWithHeaders(method, path, options)).data;
}

async function requestWithHeaders<T>(
  method: Method,
  path: string,
  options: RequestOptions<T>,
): Promise<AnswerWithHeaders<T>> {
  const hasBody = options.body !== undefined;
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(API_BASE + path, {
      method,
      credentials: 'same-origin',
      headers: hasBody
        ? { Accept: 'application/json', 'Content-Type': 'application/json', ...options.headers }
        : { Accept: 'application/json', ...options.headers },
      body: hasBody ? JSON.stringify(options.body) : null,
    });
    payload = await readJson(response);
  } catch (cause) {
    throw new ApiRequestError({ failure: 'no-response', status: 0, message: MESSAGES.noResponse, cause });
  }
  if (!response.ok) {
    if (response.status === 401 && !options.unauthorizedIsAnswer) onUnauthenticated();
    throw serverError(response.status, payload, tooLargeToSend('request'));
  }
  return { data: parseAnswer(options.schema, response.status, payload), headers: response.headers };
}

export const api = {
  get: <T>(path: string, options: RequestOptions<T>) => request('GET', path, options),
  getWithHeaders: <T>(path: string, options: RequestOptions<T>) => requestWithHeaders('GET', path, options),
  post: <T>(path: string, options: RequestOptions<T>) => request('POST', path, options),
  put: <T>(path: string, options: RequestOptions<T>) => request('PUT', path, options),
  delete: <T>(path: string, options: RequestOptions<T>) => request('DELETE', path, options),
};

/** The file name a download answer names in Content-Disposition (RFC 6266, UTF-8 form first). */
function attachmentName(header: string | null, fallback: string): string {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return header?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/** Fetches a file and saves it under the name the server gives it; failures throw like any other call. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const transfer = startTransfer(`Downloading ${fallbackName}`);
  try {
    let response: Response;
    try {
      response = await fetch(API_BASE + path, { credentials: 'same-origin' });
    } catch (cause) {
      throw new ApiRequestError({ failure: 'no-response', status: 0, message: MESSAGES.noResponse, cause });
    }
    if (!response.ok) {
      if (response.status === 401) onUnauthenticated();
      throw serverError(response.status, await readJson(response), tooLargeToSend('request'));
    }
    await saveAnswer(response, fallbackName, transfer);
  } finally {
    transfer.finish();
  }
}

/** The body, read a piece at a time so the transfer shows how much has arrived. */
async function readBody(response: Response, transfer: TransferHandle): Promise<Blob> {
  if (!response.body) return response.blob();
  // A compressed answer's length counts compressed bytes, not the ones read here.
  const length = response.headers.has('content-encoding') ? 0 : Number(response.headers.get('content-length'));
  const total = length > 0 ? length : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    transfer.progress(loaded, total);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

/** Saves a file answer under the name its Content-Disposition gives, else the fallback; returns the name used. */
async function saveAnswer(response: Response, fallbackName: string, transfer: TransferHandle): Promise<string> {
  let blob: Blob;
  try {
    blob = await readBody(response, transfer);
  } catch (cause) {
    throw new ApiRequestError({ failure: 'no-response', status: 0, message: MESSAGES.noResponse, cause });
  }
  const fileName = attachmentName(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
  return fileName;
}

/**
 * POSTs JSON, or a multipart form, whose answer is a file (a bill's PDF, an import's error report) and saves it; the
 * headers carry what else it says (X-Bill-Id). `maxUploadBytes`: the largest file the form may carry, for a 413.
 */
export async function postForFile(
  path: string,
  body: unknown,
  fallbackName: string,
  extraHeaders: Record<string, string> = {},
  maxUploadBytes?: number,
): Promise<{ fileName: string; headers: Headers }> {
  const transfer = startTransfer(`Preparing ${fallbackName}`);
  try {
    let response: Response;
    try {
      response = await fetch(API_BASE + path, {
        method: 'POST',
        credentials: 'same-origin',
        headers:
          body instanceof FormData
            ? { Accept: '*/*', ...extraHeaders }
            : { Accept: 'application/pdf, application/json', 'Content-Type': 'application/json', ...extraHeaders },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
    } catch (cause) {
      throw new ApiRequestError({ failure: 'no-response', status: 0, message: MESSAGES.noResponse, cause });
    }
    if (!response.ok) {
      if (response.status === 401) onUnauthenticated();
      const tooLarge = body instanceof FormData ? tooLargeToSend('file', maxUploadBytes) : tooLargeToSend('request');
      throw serverError(response.status, await readJson(response), tooLarge);
    }
    return { fileName: await saveAnswer(response, fallbackName, transfer), headers: response.headers };
  } finally {
    transfer.finish();
  }
}

interface UploadOptions<T> {
  schema: ZodType<T>;
  /** Called with the share of the body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** What the progress panel calls this upload. */
  label?: string;
  /** The largest file the server takes in this form, named when a proxy in front refuses it (413). */
  maxBytes?: number;
}

/** POSTs a multipart form through XMLHttpRequest, the one browser API that reports upload progress. */
export async function uploadForm<T>(path: string, form: FormData, options: UploadOptions<T>): Promise<T> {
  const { schema, onProgress, label = 'Uploading files', maxBytes } = options;
  const transfer = startTransfer(label);
  const answer = await new Promise<{ status: number; payload: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const noResponse = () =>
      reject(new ApiRequestError({ failure: 'no-response', status: 0, message: MESSAGES.noResponse }));
    xhr.open('POST', API_BASE + path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
        transfer.progress(event.loaded, event.total);
      }
    };
    xhr.onerror = noResponse;
    xhr.onabort = noResponse;
    xhr.ontimeout = noResponse;
    xhr.onload = () => resolve({ status: xhr.status, payload: parseJson(xhr.responseText) });
    onProgress?.(0);
    xhr.send(form);
  }).finally(() => transfer.finish());
  if (answer.status < 200 || answer.status >= 300) {
    if (answer.status === 401) onUnauthenticated();
    throw serverError(answer.status, answer.payload, tooLargeToSend('file', maxBytes));
  }
  return parseAnswer(schema, answer.status, answer.payload);
}
