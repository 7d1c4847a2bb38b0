import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import type { UploadsStore } from './backup-uploads.ts';

/**
 * The same client settings as plugins/files.ts. Tested (backup-s3.process.test.ts) against the
 * in-process fake of test/fake-s3.ts, not against AWS or MinIO.
 */
export function s3Uploads(config: S3Config): UploadsStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  async function* objects(maxKeys?: number) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: config.bucket,
          ContinuationToken: token,
          ...(maxKeys ? { MaxKeys: maxKeys } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        // An empty `x/` is a folder marker (the S3 console's "Create folder"), not a file: as an
        // archive entry `uploads/x/` it became a file that `uploads/x/<key>` could not go under,
        // and the restore of the whole archive failed.
        const folderMarker = object.Key?.endsWith('/') && !object.Size;
        if (object.Key && !folderMarker) yield { key: object.Key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
  return {
    storage: 's3',
    async *list() {
      for await (const { key, size } of objects()) {
        yield {
          name: `uploads/${key}`,
          size,
          open: async () => {
            const answer = await client.send(
              new GetObjectCommand({ Bucket: config.bucket, Key: key }),
            );
            if (!(answer.Body instanceof Readable)) throw new Error(`S3 sent no body for ${key}`);
            return answer.Body;
          },
        };
      }
    },
    async isEmpty() {
      for await (const _ of objects(1)) return false;
      return true;
    },
    async put(key, file) {
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: await readFile(file) }),
      );
    },
    close: () => client.destroy(),
  };
}
