import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allowedTypesLabel,
  authorize,
  canReadFile,
  companyOfUpload,
  FILE_KINDS,
  FileIdParams,
  formatFileSize,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  ImageVariantQuery,
  StoredFile,
  UPLOAD_PURPOSES,
  FILE_ACCESS,
  UPLOAD_RULES,
  uploadDenial,
  UploadPurposeField,
} from '@teklifal/core';
import { downloadDisposition } from '../../lib/download-disposition.ts';
import { fieldError, ProblemError } from '../../lib/problem.ts';
import { imageFactsOf, isShownInline, presentFile, variantName } from './presenter.ts';
import type { AttachmentReaders } from './attachment-readers.ts';
import { findFile } from './queries.ts';
import { imageVariantCache } from './images/image-variants.ts';
import { isResizableType } from './images/image-work.ts';
import { MULTIPART_LIMITS, receiveUpload } from './receive-upload.ts';
import { storeUpload } from './commands/store-upload.ts';

const rulesText = UPLOAD_PURPOSES.map((purpose) => {
  const rule = UPLOAD_RULES[purpose];
  return `\`${purpose}\`: ${allowedTypesLabel(purpose)}, at most ${formatFileSize(rule.maxBytes, 'en')}`;
}).join('; ');

/** Documents the multipart body; the handler reads and checks it (receiveUpload). */
const UploadBody = z.object({
  purpose: UploadPurposeField.describe('What the file is for; send it before `file`.'),
  file: z.file().describe('The file; its type is decided by its content, not its name.'),
});

/**
 * The bytes of a stored file, streamed in the type its content showed on upload. A stream is
 * never serialized: the schema documents it (`type: string, format: binary`) and types it.
 */
const FileBytes = z
  .instanceof(Readable)
  .meta({ type: 'string', format: 'binary', description: 'The bytes of the file' });
const fileContent = Object.fromEntries(
  [...Object.values(FILE_KINDS).map((kind) => kind.mimeType), 'image/avif'].map((type) => [
    type,
    { schema: FileBytes },
  ]),
);

/** Public files (and their copies) never change under their address; the others are not kept. */
const cacheControl = (isPublic: boolean) =>
  isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store';

/** Uploading (POST /api/files) and serving (GET /api/files/:id) files. */
export default async function fileRouteHandlers(
  fastify: FastifyInstance,
  { attachmentReaders }: { attachmentReaders: AttachmentReaders },
) {
  // Multipart is parsed only on these routes.
  await fastify.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];
  const variants = imageVariantCache({
    dir: path.join(app.config.dataDir, 'image-variants'),
    store: app.files,
  });

  app.post(
    '/files',
    {
      schema: {
        tags,
        summary: 'Upload a file (multipart: `purpose`, then `file`)',
        description:
          `Rules per purpose: ${rulesText}. Logos: any signed-in user; company documents: ` +
          'the owner or an admin of the company; content images: platform admins. A refused ' +
          'file is a 400 naming the field, and nothing is stored.',
        consumes: ['multipart/form-data'],
        body: UploadBody,
        response: {
          201: StoredFile.describe('The stored file: its id goes where the file is used'),
        },
      },
      // The body is a stream read by the handler; the schema above only documents it.
      validatorCompiler: () => (data) => ({ value: data }),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const actor = await request.requireAccess({ kind: 'signedIn' });
      const upload = await receiveUpload(request, (purpose) => {
        const denial = uploadDenial(actor, purpose);
        if (denial) throw new ProblemError(denial);
      });
      const row = await storeUpload(app.db, app.files, {
        ...upload,
        actorUserId: actor.user.id,
        companyId: companyOfUpload(actor, upload.purpose),
        ip: request.ip,
      });
      return reply.status(201).send(presentFile(row));
    },
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags,
        summary: 'The bytes of a file',
        description:
          'Logos and content images are public; company documents only for the members of ' +
          'the company and platform admins; ad attachments also for whoever may see an ad ' +
          'they are attached to, bid attachments also for the buyer of the bid’s ad (404 for ' +
          'anyone else). An image (PNG, JPEG, WebP) is also served smaller and in modern formats: ' +
          `\`?w=\` one of ${IMAGE_WIDTHS.join(', ')} (never wider than the image itself) and/or ` +
          `\`?format=\` one of ${IMAGE_FORMATS.join(', ')}; each copy is made on first request ` +
          'and kept. The same people may read the copies as the file; asking another file ' +
          'for a size or format is a 400.',
        params: FileIdParams,
        querystring: ImageVariantQuery,
        response: {
          200: {
            description:
              'The file, streamed in its own type; `content-disposition` gives its name ' +
              '(inline for images and PDFs, an attachment otherwise). Public files are ' +
              'cached for a year under an ETag; the others are `private, no-store`.',
            content: fileContent,
          },
          304: z
            .undefined()
            .describe('Not modified: a public file the client holds (`If-None-Match`)'),
        },
      },
    },
    async (request, reply) => {
      const row = await findFile(app.db, request.params.id);
      if (!row) throw new ProblemError('NOT_FOUND');
      // A public file is read without asking who reads it (no session lookup).
      const isPublic = FILE_ACCESS[row.purpose].publicRead;
      if (!isPublic) {
        const { actor } = await request.identity();
        // The record the file is attached to is asked only when its own rules do not let in.
        const readableThroughAttachment =
          !canReadFile(actor, row) &&
          ((await attachmentReaders[row.purpose]?.(app.db, actor, row.id)) ?? false);
        authorize(actor, 'file.read', { ...row, readableThroughAttachment });
      }
      const { w: width, format } = request.query;
      if (width !== undefined || format !== undefined) {
        const facts = imageFactsOf(row);
        if (!facts || !isResizableType(row.mimeType)) {
          const field = width !== undefined ? 'w' : 'format';
          throw new ProblemError('VALIDATION', {
            errors: [fieldError(request.locale, field, 'files.notResizable')],
          });
        }
        const resizable = { ...row, width: facts.width };
        const described = variants.describe(resizable, { width, format });
        if (isPublic && request.headers['if-none-match'] === described.etag) {
          return reply.status(304).header('etag', described.etag).send(undefined);
        }
        const variant = await variants.get(resizable, { width, format });
        if (!variant) {
          request.log.error({ fileId: row.id, key: row.storageKey }, 'stored file is missing');
          throw new ProblemError('NOT_FOUND');
        }
        reply
          .type(variant.mimeType)
          .header('content-length', String(variant.size))
          .header(
            'content-disposition',
            downloadDisposition(variantName(row.originalName, variant.extension), { inline: true }),
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', cacheControl(isPublic));
        if (isPublic) reply.header('etag', variant.etag);
        return reply.send(createReadStream(variant.path));
      }

      const etag = `"${row.sha256}"`;
      if (isPublic && request.headers['if-none-match'] === etag) {
        return reply.status(304).header('etag', etag).send(undefined);
      }
      const stream = await app.files.read(row.storageKey);
      if (!stream) {
        request.log.error({ fileId: row.id, key: row.storageKey }, 'stored file is missing');
        throw new ProblemError('NOT_FOUND');
      }
      reply
        .type(row.mimeType)
        .header('content-length', String(row.size))
        .header(
          'content-disposition',
          downloadDisposition(row.originalName, { inline: isShownInline(row.mimeType) }),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', cacheControl(isPublic));
      if (isPublic) reply.header('etag', etag);
      return reply.send(stream);
    },
  );
}
