// The Lighthouse bench's JS figure must pay for the sync worker's script: Lighthouse records
// only that response's headers, so the bench adds the brotli copy the server sent.
import { describe, expect, it } from 'vitest';
import { unseenBodyBytes } from '../../../bench/scriptBytes';

const sizes: Record<string, number> = {
  '/dist/assets/worker-abc.js.br': 51_000,
  '/dist/assets/shell-abc.js.br': 60_000,
  '/dist/assets/plain-abc.js': 4_000,
};
const sizeOf = (file: string) => sizes[file] ?? null;

describe('unseenBodyBytes', () => {
  it('adds the served brotli body to a script row that carried only headers', () => {
    const row = { url: 'http://localhost:4600/assets/worker-abc.js', resourceType: 'Script', transferSize: 787, resourceSize: 192_451 };
    expect(unseenBodyBytes(row, '/dist', sizeOf)).toBe(51_000);
  });

  it('adds nothing to a row whose body was recorded', () => {
    const row = { url: 'http://localhost:4600/assets/shell-abc.js', resourceType: 'Script', transferSize: 60_300, resourceSize: 168_000 };
    expect(unseenBodyBytes(row, '/dist', sizeOf)).toBe(0);
  });

  it('adds nothing to a script answered from the cache (no transfer at all)', () => {
    const row = { url: 'http://localhost:4600/assets/worker-abc.js', resourceType: 'Script', transferSize: 0, resourceSize: 192_451 };
    expect(unseenBodyBytes(row, '/dist', sizeOf)).toBe(0);
  });

  it('falls back to the uncompressed file when the build wrote no compressed copy', () => {
    const row = { url: 'http://localhost:4600/assets/plain-abc.js', resourceType: 'Script', transferSize: 150, resourceSize: 4_000 };
    expect(unseenBodyBytes(row, '/dist', sizeOf)).toBe(4_000);
  });
});
