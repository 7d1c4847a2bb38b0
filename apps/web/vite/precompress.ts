import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; index.html is left out (the server renders it per request). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|wasm)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text asset of the
 * build, once, so the server sends them as they are (@fastify/static `preCompressed`) instead
 * of compressing them per request or not at all.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'teklifal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const jobs = Object.values(bundle).map(async (output) => {
        if (!COMPRESSIBLE.test(output.fileName)) return;
        const content = output.type === 'chunk' ? output.code : output.source;
        const bytes = Buffer.from(content);
        if (bytes.length < MIN_BYTES) return;
        const file = path.join(outDir, output.fileName);
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      });
      await Promise.all(jobs);
    },
  };
}
