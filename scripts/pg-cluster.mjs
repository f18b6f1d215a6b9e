// Throwaway PostgreSQL servers from the machine's own binaries (Debian's postgresql package): a fresh cluster in a
// temporary directory on a port of the caller's choosing, and a streaming replica of one. Used by the operations
// drills (bench/ops) and by the read-replica tests; never touches the machine's own cluster. 127.0.0.1 only.
// The server binaries refuse to run as root: as root, they run as the `postgres` user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The newest installed PostgreSQL's binary of that name, or the name itself (on the PATH). */
export function pgBin(name) {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(path.join(base, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(base, versions[0], 'bin', name);
  }
  return name;
}

/** Whether the server binaries are there (a test or drill skips, saying why, when they are not). */
export function hasPostgresBinaries() {
  try {
    execFileSync(pgBin('initdb'), ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const isRoot = () => process.getuid?.() === 0;

function asPostgres(bin, args) {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

function ownedTempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  return dir;
}

function serverOf(dir, data, port) {
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c shared_buffers=64MB`;
  const server = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    start() {
      asPostgres(pgBin('pg_ctl'), [
        '-D',
        data,
        '-o',
        options,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-t',
        '60',
        'start',
      ]);
    },
    /** mode: fast (disconnects clients, like a restart) or immediate (like a crash). */
    stop(mode = 'fast') {
      asPostgres(pgBin('pg_ctl'), ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    },
    destroy() {
      try {
        server.stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

/** A fresh cluster (trust authentication, replication allowed from 127.0.0.1), started. */
export function createPostgresServer({ port }) {
  const dir = ownedTempDir('reef-pg-');
  const data = path.join(dir, 'data');
  asPostgres(pgBin('initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-instructions',
  ]);
  const server = serverOf(dir, data, port);
  server.start();
  return server;
}

/** A hot standby streaming from `primary` (pg_basebackup -R), started on its own port. */
export function createReplicaServer(primary, { port }) {
  const dir = ownedTempDir('reef-pg-replica-');
  const data = path.join(dir, 'data');
  asPostgres(pgBin('pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    data,
    '-R',
    '-X',
    'stream',
  ]);
  const server = serverOf(dir, data, port);
  server.start();
  return server;
}
