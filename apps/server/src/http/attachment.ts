import type { FastifyReply } from 'fastify';

/** The content types of the files the server makes. */
export const CONTENT_TYPE = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export interface Download {
  fileName: string;
  contentType: string;
  data: Buffer | NodeJS.ReadableStream;
}

/** RFC 6266: a plain name as is; otherwise an ASCII fallback name and the exact UTF-8 one. */
export function contentDisposition(fileName: string): string {
  if (/^[\w.-]+$/.test(fileName)) return `attachment; filename="${fileName}"`;
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Every file the server sends (stored files, bills, exports): always a download, never shown inline; not sniffed
 * into another type; sandboxed with no scripts should a browser render it anyway; never cached on the way.
 */
export function sendAttachment(reply: FastifyReply, file: Download): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.data);
}
