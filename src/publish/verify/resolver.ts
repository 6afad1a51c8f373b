import { Resolver } from 'node:dns/promises';

/** The server answered, and the name has no record of that type (NODATA) or does not exist (NXDOMAIN). */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND']);

export class DnsQueryError extends Error {}

export type Dns = {
  server: string;
  cname(name: string): Promise<string[]>;
  addresses(name: string): Promise<string[]>;
  a(name: string): Promise<string[]>;
  aaaa(name: string): Promise<string[]>;
  mx(name: string): Promise<string[]>;
  txt(name: string): Promise<string[]>;
  caa(name: string): Promise<{ tag: string; value: string }[]>;
};

export function createDns(server: string | undefined, timeoutMs: number): Dns {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (server) resolver.setServers([server]);
  const label = server ?? 'the system resolver';
  const ask = async <T>(type: string, name: string, query: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await query();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (NO_RECORD.has(code)) return [];
      throw new DnsQueryError(`${label} gave no answer for ${type} ${name} (${code || (error as Error).message})`);
    }
  };
  const a = (name: string) => ask('A', name, () => resolver.resolve4(name));
  const aaaa = (name: string) => ask('AAAA', name, () => resolver.resolve6(name));
  return {
    server: label,
    cname: (name) => ask('CNAME', name, () => resolver.resolveCname(name)),
    a,
    aaaa,
    addresses: async (name) => [...(await a(name)), ...(await aaaa(name))],
    mx: (name) => ask('MX', name, async () => (await resolver.resolveMx(name)).map((record) => record.exchange)),
    txt: (name) => ask('TXT', name, async () => (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''))),
    caa: (name) =>
      ask('CAA', name, async () =>
        (await resolver.resolveCaa(name)).flatMap((record) =>
          Object.entries(record)
            .filter(([key]) => key !== 'critical' && key !== 'type')
            .map(([tag, value]) => ({ tag, value: String(value) })),
        ),
      ),
  };
}
