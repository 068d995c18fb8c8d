/**
 * A throwaway Postgres server for the backend tests: initdb into a temporary folder, start
 * it on a free port on 127.0.0.1 (its unix socket in the same folder), create databases on
 * it, stop it and delete the folder. Postgres refuses to run as root, so as root the server
 * runs as the `postgres` user (which the Debian `postgresql` package creates).
 */
import { execFile } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

export const POSTGRES_INSTALL_HINT =
  'The backend tests start a throwaway Postgres server and need its binaries (initdb, pg_ctl, postgres). ' +
  'Install them: on Debian or Ubuntu `apt-get install -y postgresql` (as root), on macOS `brew install postgresql@15`; ' +
  'or put the folder holding initdb on PATH.';

const NEEDED = ['initdb', 'pg_ctl', 'postgres'] as const;

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Folders that may hold the server binaries: PATH, Debian's versioned folders (newest first), /usr/local/bin. */
function candidateDirs(): string[] {
  const fromPath = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  let debian: string[] = [];
  if (existsSync('/usr/lib/postgresql')) {
    debian = readdirSync('/usr/lib/postgresql')
      .filter((version) => /^\d+(\.\d+)?$/.test(version))
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => `/usr/lib/postgresql/${version}/bin`);
  }
  return [...fromPath, ...debian, '/usr/local/bin'];
}

/** The first folder holding initdb, pg_ctl and postgres, or null. */
export function findPostgresBinDir(): string | null {
  return candidateDirs().find((dir) => NEEDED.every((name) => isExecutable(join(dir, name)))) ?? null;
}

interface RunAs {
  uid: number;
  gid: number;
}

function run(file: string, args: string[], timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${file} ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`));
      else resolve(stdout);
    });
  });
}

const shellQuote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** Runs a server binary, as the postgres user when we are root. */
function runServerCommand(runAs: RunAs | null, binary: string, args: string[]): Promise<string> {
  if (!runAs) return run(binary, args);
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find(isExecutable);
  if (runuser) return run(runuser, ['-u', 'postgres', '--', binary, ...args]);
  return run('su', ['postgres', '-s', '/bin/sh', '-c', [binary, ...args].map(shellQuote).join(' ')]);
}

async function postgresUser(): Promise<RunAs> {
  try {
    const uid = Number((await run('id', ['-u', 'postgres'])).trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).trim());
    if (Number.isInteger(uid) && Number.isInteger(gid)) return { uid, gid };
  } catch {
    // Reported below.
  }
  throw new Error(
    'The tests run as root, Postgres refuses to run as root, and there is no `postgres` user to run it as. ' +
      'Installing the Debian `postgresql` package creates it (`apt-get install -y postgresql`); or run the tests as a normal user.',
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database on the server behind adminUrl (a superuser's URL). */
export async function createDatabase(adminUrl: string, name = `warcrow_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unusable database name ${name}`);
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface PostgresServer {
  /** The superuser's URL to the `postgres` database. */
  adminUrl: string;
  port: number;
  binDir: string;
  createDatabase(name?: string): Promise<ScratchDatabase>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error(`No Postgres server binaries found (looked on PATH, in /usr/lib/postgresql/*/bin and /usr/local/bin). ${POSTGRES_INSTALL_HINT}`);
  const runAs = process.getuid?.() === 0 ? await postgresUser() : null;

  const root = mkdtempSync(join(tmpdir(), 'warcrow-pg-'));
  if (runAs) chownSync(root, runAs.uid, runAs.gid);
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  const pgCtl = join(binDir, 'pg_ctl');
  const removeFolder = () => rmSync(root, { recursive: true, force: true });

  let started = false;
  try {
    await runServerCommand(runAs, join(binDir, 'initdb'), [
      '-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync',
    ]);
    const port = await freePort();
    const serverOptions = [
      '-c listen_addresses=127.0.0.1',
      `-p ${port}`,
      `-k ${root}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    await runServerCommand(runAs, pgCtl, ['-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', serverOptions, 'start']);
    started = true;
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    let stopped = false;
    return {
      adminUrl,
      port,
      binDir,
      createDatabase: (name) => createDatabase(adminUrl, name),
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await runServerCommand(runAs, pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        } finally {
          removeFolder();
        }
      },
    };
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
    if (started) await runServerCommand(runAs, pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    removeFolder();
    throw new Error(`Could not start a throwaway Postgres server: ${(error as Error).message}${log ? `\nserver log:\n${log}` : ''}`, {
      cause: error,
    });
  }
}
