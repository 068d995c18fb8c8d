/**
 * Script bytes Lighthouse's network-requests audit cannot see (bench/lighthouse.ts).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';

export interface NetworkRow {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/**
 * The body bytes Lighthouse did not see for a script row: when a row's transfer is a small
 * fraction of the file it carried (no script compresses 20:1, headers included), the body went
 * to another target (a worker) and only the headers were recorded; the body is then the
 * precompressed copy the app server sends for it.
 */
export function unseenBodyBytes(row: NetworkRow, distDir: string, sizeOf: (file: string) => number | null = fileSize): number {
  const transfer = row.transferSize ?? 0;
  const resource = row.resourceSize ?? 0;
  if (transfer === 0 || !row.url || transfer * 20 > resource) return 0;
  const path = decodeURIComponent(new URL(row.url).pathname);
  const body = sizeOf(join(distDir, `${path}.br`)) ?? sizeOf(join(distDir, `${path}.gz`)) ?? sizeOf(join(distDir, path));
  return body ?? 0;
}

function fileSize(file: string): number | null {
  try {
    return statSync(file).size;
  } catch {
    return null;
  }
}
