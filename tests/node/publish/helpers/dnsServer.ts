import dns2 from 'dns2';

const { Packet } = dns2;

export type ZoneNode = {
  A?: string[];
  AAAA?: string[];
  CNAME?: string;
  TXT?: string[];
  CAA?: { tag: 'issue' | 'issuewild' | 'iodef'; value: string }[];
};
export type Zone = Record<string, ZoneNode>;

export type TestDnsServer = { address: string; queries: string[]; close(): Promise<void> };

type Answer = Record<string, unknown>;

/** An authoritative-and-recursive stand-in: answers from `zone`, chasing CNAMEs inside it, on 127.0.0.1 UDP. */
export async function startDnsServer(zone: Zone): Promise<TestDnsServer> {
  const nodes = new Map(Object.entries(zone).map(([name, node]) => [name.toLowerCase(), node]));
  const queries: string[] = [];
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    response.header.ra = 1;
    const [question] = request.questions;
    const name = String(question.name).toLowerCase().replace(/\.$/, '');
    queries.push(`${Packet.typeName(question.type)} ${name}`);
    if (!nodes.has(name) && ![...nodes.keys()].some((known) => known.endsWith(`.${name}`))) {
      response.header.rcode = Packet.RCODE.NXDOMAIN;
    } else {
      // dns2 encodes plain records; its typings ask for Resource instances.
      response.answers.push(...(answersFor(nodes, name, question.type, 0) as never[]));
    }
    send(response);
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address();
  return {
    address: `127.0.0.1:${port}`,
    queries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function answersFor(nodes: Map<string, ZoneNode>, name: string, type: number, depth: number): Answer[] {
  const node = nodes.get(name);
  if (!node || depth > 8) return [];
  const base = { name, class: Packet.CLASS.IN, ttl: 3600 };
  if (node.CNAME && type !== Packet.TYPE.CNAME) {
    return [
      { ...base, type: Packet.TYPE.CNAME, domain: node.CNAME },
      ...answersFor(nodes, node.CNAME.toLowerCase(), type, depth + 1),
    ];
  }
  switch (type) {
    case Packet.TYPE.A:
      return (node.A ?? []).map((address) => ({ ...base, type, address }));
    case Packet.TYPE.AAAA:
      return (node.AAAA ?? []).map((address) => ({ ...base, type, address }));
    case Packet.TYPE.CNAME:
      return node.CNAME ? [{ ...base, type, domain: node.CNAME }] : [];
    case Packet.TYPE.TXT:
      return (node.TXT ?? []).map((data) => ({ ...base, type, data }));
    case Packet.TYPE.CAA:
      return (node.CAA ?? []).map(({ tag, value }) => ({ ...base, type, flags: 0, tag, value }));
    default:
      return [];
  }
}
