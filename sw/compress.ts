/**
 * Build step (run by sw/build.ts after the service worker is written): a brotli and a gzip
 * copy next to every text asset of the build, so the app server (and any static host set up
 * as the README says) can send the smaller one a browser accepts. Files under 512 bytes, and
 * copies that would not be smaller, are skipped.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.md', '.txt']);
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export interface CompressionReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export function compressBuild(dist: string): CompressionReport {
  const report: CompressionReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const path of files(dist)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(path))) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: 9 });
    report.files += 1;
    report.bytes += body.length;
    if (br.length < body.length) {
      writeFileSync(`${path}.br`, br);
      report.brotliBytes += br.length;
    }
    if (gz.length < body.length) {
      writeFileSync(`${path}.gz`, gz);
      report.gzipBytes += gz.length;
    }
  }
  return report;
}
