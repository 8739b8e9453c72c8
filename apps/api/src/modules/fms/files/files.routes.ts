import {
  fileUrlRequestSchema,
  fileUrlResponseSchema,
  MAX_UPLOAD_BYTES,
  signedFileQuerySchema,
  uploadedFileSchema,
  uploadFileBodySchema,
  uploadQuotaSchema,
} from '@mp/contract/fms/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { answerIdempotently } from '../../../lib/idempotency';
import { publicOrigin } from '../../../lib/public-origin';
import { currentAccess, currentMerchantId, currentUser } from '../../../plugins/auth';
import { createFileStorage } from './create-file-storage';
import {
  type FileService,
  generateFileUrl,
  openSignedFile,
  sweepFiles,
  uploadFile,
  uploadQuota,
} from './files.service';
import { resolveFileUrlSecret } from './files.signing';

const tags = ['files'];
/** How often each process removes unattached uploads and cut-off writes. */
const FILE_SWEEP_INTERVAL_MS = 60 * 60_000;
/** Base64 is 4/3 of the bytes, plus the JSON around it. */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

export function fileRoutes({ config, database }: AppContext): FastifyPluginAsyncZod {
  const service: FileService = {
    db: database.db,
    storage: createFileStorage(config),
    urlSecret: resolveFileUrlSecret(config),
    dailyUploadQuotaBytes: config.uploadQuotaBytesPerDay,
  };
  return async (app) => {
    // Every process sweeps: a sweep takes only what is old enough, and skips rows another holds.
    const sweeps = setInterval(() => {
      sweepFiles(service).then(
        (removed) => {
          if (removed.unfinished + removed.unattached > 0) app.log.info(removed, 'files swept');
        },
        (error) => app.log.error({ err: error }, 'file sweep failed'),
      );
    }, FILE_SWEEP_INTERVAL_MS);
    sweeps.unref();
    app.addHook('onClose', async () => clearInterval(sweeps));

    app.post(
      '/fms/files',
      {
        config: { merchantScope: 'header', permission: 'issues.act' },
        bodyLimit: Math.max(UPLOAD_BODY_LIMIT, config.bodyLimitBytes),
        schema: {
          tags,
          summary: 'Upload a PNG, JPEG, WebP or PDF (base64 in JSON, at most 2 MB decoded)',
          body: uploadFileBodySchema,
          response: { 201: uploadedFileSchema },
        },
      },
      async (request, reply) => {
        reply.status(201);
        return answerIdempotently(request, reply, service.db, (tx) =>
          uploadFile(service, tx, currentMerchantId(request), request.body),
        );
      },
    );

    app.get(
      '/fms/files/quota',
      {
        config: { merchantScope: 'header', permission: 'issues.act' },
        schema: {
          tags,
          summary: 'What the merchant may still upload: the quota counts the last 24 hours',
          response: { 200: uploadQuotaSchema },
        },
      },
      async (request) => uploadQuota(service, currentMerchantId(request)),
    );

    app.post(
      '/fms/files/urlGenerator',
      {
        config: { merchantScope: 'header', permission: 'member' },
        schema: {
          tags,
          summary: 'A signed URL (valid 5 minutes) that opens one of the merchant’s files',
          body: fileUrlRequestSchema,
          response: { 200: fileUrlResponseSchema },
        },
      },
      async (request) =>
        generateFileUrl(
          service,
          currentMerchantId(request),
          { userId: currentUser(request).id, access: currentAccess(request) },
          request.body,
          publicOrigin(config, request),
        ),
    );

    app.get(
      '/fms/files/signed',
      {
        // The signature is the credential: it names the key and expiry it was made for.
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Stream a file through a signed URL (403 when expired or tampered)',
          security: [],
          querystring: signedFileQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await openSignedFile(service, request.query);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', file.contentDisposition)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=300')
          .send(file.stream);
      },
    );
  };
}
