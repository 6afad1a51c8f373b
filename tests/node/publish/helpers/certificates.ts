import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type KeyPair = { key: string; cert: string };
export type TestCertificates = {
  caFile: string;
  ca: string;
  issue(names: string[], days?: number): KeyPair;
  remove(): void;
};

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

function openssl(args: string[], cwd: string): void {
  try {
    execFileSync('openssl', args, { cwd, stdio: 'pipe' });
  } catch (error) {
    const detail = (error as { stderr?: Buffer }).stderr?.toString() ?? (error as Error).message;
    throw new Error(`openssl ${args[0]} failed (the tests need the openssl command): ${detail}`, { cause: error });
  }
}

/** A throwaway certificate authority, trusted only by whoever is handed `caFile`. */
export function createTestCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'publish-certs-'));
  openssl(
    [
      'req',
      '-x509',
      ...EC_KEY,
      '-keyout',
      'ca.key',
      '-out',
      'ca.crt',
      '-days',
      '2',
      '-subj',
      '/O=Domains Test CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  let serial = 0;
  return {
    caFile: join(dir, 'ca.crt'),
    ca: readFileSync(join(dir, 'ca.crt'), 'utf8'),
    /** A server certificate for `names`; days -1 gives one that has already expired. */
    issue(names, days = 2) {
      const stem = `leaf${++serial}`;
      writeFileSync(
        join(dir, `${stem}.ext`),
        `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}\nextendedKeyUsage=serverAuth\n`,
      );
      openssl(['req', ...EC_KEY, '-keyout', `${stem}.key`, '-out', `${stem}.csr`, '-subj', `/CN=${names[0]}`], dir);
      openssl(
        [
          'x509',
          '-req',
          '-in',
          `${stem}.csr`,
          '-CA',
          'ca.crt',
          '-CAkey',
          'ca.key',
          '-set_serial',
          String(serial),
          '-days',
          String(days),
          '-extfile',
          `${stem}.ext`,
          '-out',
          `${stem}.crt`,
        ],
        dir,
      );
      return {
        key: readFileSync(join(dir, `${stem}.key`), 'utf8'),
        cert: readFileSync(join(dir, `${stem}.crt`), 'utf8'),
      };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
