import {
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_PERMISSION,
  type ImportKind,
  apiErrorSchema,
  importCountsSchema,
  importPreviewSchema,
  importQuerySchema,
  importRefusedSchema,
} from '@freightdesk/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TYPE, sendAttachment } from '../http/attachment.ts';
import { badRequest } from '../http/app-error.ts';
import { readMultipart } from '../http/multipart.ts';
import { sessionUser } from '../http/session-user.ts';
import { importTemplate } from './import-template.ts';
import type { ImportRequest, ImportService } from './import.service.ts';

const tags = ['import'];
const errors = { 400: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema };
const mappingSchema = z.record(z.string().max(60), z.string().max(200));

/** The text as JSON, or undefined when it is not JSON (the schema then refuses it). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The multipart form: one file (any field name) and an optional `mapping` of our columns to the file's headers. */
async function importRequest(
  request: FastifyRequest,
  query: { keepFileFreight?: string; skipDuplicates?: string },
): Promise<ImportRequest> {
  const form = await readMultipart(request, {
    maxFiles: 1,
    maxFileBytes: IMPORT_MAX_BYTES,
    // A mapping names up to 19 columns and the file's own headings.
    maxFieldBytes: 8 * 1024,
    tooLargeMessage: IMPORT_MESSAGES.tooLarge,
  });
  const [file] = form.files.values();
  if (!file) throw badRequest(IMPORT_MESSAGES.noFile, 'file');
  const parsed = mappingSchema.safeParse(parseJson(form.fields.mapping ?? '{}'));
  if (!parsed.success) throw badRequest(IMPORT_MESSAGES.badMapping, 'mapping');
  return {
    file,
    mapping: parsed.data,
    keepFileFreight: query.keepFileFreight === 'true',
    skipDuplicates: query.skipDuplicates === 'true',
  };
}

/** Spreadsheet import (issue 18), under /logistics/api: one set of routes per kind, each with its kind's permission. */
export const importRoutes: FastifyPluginAsyncZod<{ imports: ImportService }> = async (app, { imports }) => {
  for (const kind of IMPORT_KINDS) registerKind(kind);

  function registerKind(kind: ImportKind) {
    const config = { access: IMPORT_PERMISSION[kind] };
    const uploadConfig = { ...config, rateLimit: 'upload' } as const;

    app.get(
      `/import/${kind}/template`,
      {
        config,
        schema: {
          tags,
          description: `The .xlsx template for ${kind}: our column names, a note with each format, an example row.`,
        },
      },
      async (_request, reply) =>
        sendAttachment(reply, {
          fileName: `${kind}-template.xlsx`,
          contentType: CONTENT_TYPE.xlsx,
          data: await importTemplate(kind),
        }),
    );

    app.post(
      `/import/${kind}`,
      {
        config: uploadConfig,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          querystring: importQuerySchema,
          response: {
            200: importPreviewSchema,
            201: importCountsSchema,
            422: importRefusedSchema.or(apiErrorSchema),
            ...errors,
          },
          description:
            'Multipart: one .xlsx, .ods or .csv file (at most 20 MB), optional `mapping` (JSON: our column -> your ' +
            'header). `dryRun=true` previews (200); otherwise all rows are written in one transaction (201), or none ' +
            '(422). `skipDuplicates=true` skips, and lists, rows repeating an earlier row. A file past a bound is ' +
            'refused: 413 over 100 MB unpacked or 200,000 rows, 422 SHEET_TOO_LARGE for a cell over 32,767 ' +
            'characters or a value past column 100.',
        },
      },
      async (request, reply) => {
        const upload = await importRequest(request, request.query);
        if (request.query.dryRun === 'true') return reply.status(200).send(await imports.preview(kind, upload));
        const result = await imports.commit(sessionUser(request), kind, upload);
        if (result.ok) return reply.status(201).send(result.counts);
        return reply.status(422).send({
          message: IMPORT_MESSAGES.refused(new Set(result.errors.map((e) => e.row)).size),
          code: 'ROWS_REFUSED',
          errors: result.errors,
        });
      },
    );

    app.post(
      `/import/${kind}/errors`,
      {
        config: uploadConfig,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          querystring: importQuerySchema,
          description: 'The same form as the import: answers the file as .xlsx, each row with an Error column.',
        },
      },
      async (request, reply) => {
        const upload = await importRequest(request, request.query);
        const report = await imports.errorReport(kind, upload);
        return sendAttachment(reply, { fileName: `${kind}-errors.xlsx`, contentType: CONTENT_TYPE.xlsx, data: report });
      },
    );
  }
};
