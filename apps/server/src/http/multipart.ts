import { MAX_FILE_BYTES, VEHICLE_MESSAGES, stripInvisible } from '@freightdesk/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { joinGivingWay } from '../imports/give-way.ts';
import { AppError, badRequest } from './app-error.ts';
import { withExtensionOf } from './file-type.ts';
import { NUL_MESSAGE } from './input-guard.ts';

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Map<string, UploadedFile>;
}

const LIMIT_CODES = new Set([
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  // Stryker disable next-line StringLiteral: unreachable today, 40 fields and at most 7 files stay under 60 parts
  'FST_PARTS_LIMIT',
]);

/**
 * A file part's bytes, joined giving way (a 20 MB import is the largest), or null past the size limit: busboy then
 * stops and marks the stream, and the bytes read so far are not the file.
 */
async function fileBytes(part: MultipartFile): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return part.file.truncated ? null : joinGivingWay(chunks);
}

/** Reads a whole multipart form into memory: at most `maxFiles` files of 1 MB each (spec-2 section 9) unless told. */
export async function readMultipart(
  request: FastifyRequest,
  {
    maxFiles,
    tooLargeMessage,
    maxFileBytes = MAX_FILE_BYTES,
    maxFieldBytes = 1000,
  }: { maxFiles: number; tooLargeMessage: string; maxFileBytes?: number; maxFieldBytes?: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  }
  // No prototype: a field named __proto__ stays a plain field.
  const fields = Object.create(null) as Record<string, string>;
  const files = new Map<string, UploadedFile>();
  const limits = { fileSize: maxFileBytes, files: maxFiles, fields: 40, fieldSize: maxFieldBytes, parts: 60 };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        // Read after the input guard ran: the same rule, applied here (PostgreSQL cannot store NUL).
        if (value.includes('\u0000')) throw badRequest(NUL_MESSAGE, part.fieldname);
        fields[part.fieldname] = value;
        continue;
      }
      // A file's name is stored too: the same rule.
      if (part.filename.includes('\u0000')) throw badRequest(NUL_MESSAGE, part.fieldname);
      const data = await fileBytes(part);
      if (!data) throw new AppError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage);
      // A browser sends an empty, nameless part for a file input left empty.
      if (!part.filename && data.length === 0) continue;
      if (files.has(part.fieldname)) throw badRequest(`Send one file for ${part.fieldname}.`, part.fieldname);
      files.set(part.fieldname, { fileName: stripInvisible(part.filename) || part.fieldname, data });
    }
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (typeof code === 'string' && LIMIT_CODES.has(code)) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many fields or files.');
    }
    // The parser's own errors (no boundary, a form cut off inside a file, a malformed part) carry no status: the
    // form is the client's fault, not ours.
    const hasStatus = typeof error === 'object' && error !== null && 'statusCode' in error;
    if (!(error instanceof AppError) && !hasStatus) throw badRequest('The form could not be read.');
    throw error;
  }
  return { fields, files };
}

/** Checked by content, not by name: a PDF starts with `%PDF-`. */
export function isPdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * A PDF upload as it is kept: null unless its content is a PDF; its name then ends in `.pdf` whatever it came as, so
 * a PDF sent as `scan.exe` or `notice.html` is stored and downloaded as `scan.pdf` or `notice.pdf`.
 */
export function asPdf(file: UploadedFile): UploadedFile | null {
  return isPdf(file.data) ? { ...file, fileName: withExtensionOf(file.fileName, 'application/pdf') } : null;
}

/** 415 for an upload that is not a PDF where one is asked for. */
export const notPdf = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', VEHICLE_MESSAGES.notPdf);
