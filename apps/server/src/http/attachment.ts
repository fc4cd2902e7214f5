import type { FastifyReply } from 'fastify';

/** RFC 6266: an ASCII fallback name and the exact UTF-8 one; always a download, never shown inline. */
export function sendAttachment(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; data: Buffer },
): FastifyReply {
  const fallback = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(file.data);
}
