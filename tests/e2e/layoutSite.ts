import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Four harbour APIs of our own, shaped after what real documents do to a layout: titles long enough to fill a
 * header, a tag of many operations (the drawer must scroll to the current one), an operation titled like
 * PeerTube's "Upload a video", an `x-tagGroups` entry for a tag of webhooks alone named "Webhooks" whose webhooks
 * are summarised by their own names (as Svix's), a tag of webhooks no group lists, and a version as short as "2.0"
 * beside a count that wraps on a phone.
 */
export const APIS = {
  registry: 'Harbour Registry API: Vessels, Berths, Crews and Cargo Manifests',
  tides: 'Tide Tables',
  lighthouses: "Lighthouse Keepers' Logbook and Beacon Maintenance API",
  ferries: 'Ferries',
};

/** The operation whose title a phone squeezed beside "Use this page". */
export const UPLOAD = { slug: 'upload-crew-list', title: 'Upload a crew list' };
/** A title longer than the navigation's line: cut short there. */
export const LONG_TITLE = "List every keeper's logbook entries along the whole coast, the newest first";

/** English words the crew list's fields say of themselves. */
export const CREW_LIST_WORDS = {
  title: 'The name the vessel is registered under',
  day: 'Crew on deck by day',
  night: 'Crew on watch by night',
  /** A second paragraph of what `night` means. */
  nightMore: 'The bridge is lit red',
};

/** The last operation of the registry's navigation: far below the top of the drawer. */
export const LAST = { slug: 'manifest-report12', title: 'Manifest report 12' };

const ok = { '200': { description: 'Done.' } };
const capital = (word: string) => word[0].toUpperCase() + word.slice(1);

function registry() {
  const paths: Record<string, unknown> = {};
  for (const [tag, noun] of [
    ['vessels', 'vessel'],
    ['berths', 'berth'],
    ['crews', 'crew'],
    ['manifests', 'manifest'],
  ]) {
    for (let n = 1; n <= 12; n++) {
      paths[`/${tag}/reports/${n}`] = {
        get: { tags: [tag], operationId: `${noun}Report${n}`, summary: `${capital(noun)} report ${n}`, responses: ok },
      };
    }
  }
  paths['/crews/lists'] = {
    post: {
      tags: ['crews'],
      operationId: 'uploadCrewList',
      summary: UPLOAD.title,
      requestBody: { content: { 'multipart/form-data': { schema: { $ref: '#/components/schemas/CrewList' } } } },
      responses: ok,
    },
  };
  // Enough models for the home page's count to wrap beside the version on a phone.
  const reports = Object.fromEntries(
    ['Vessel', 'Berth', 'Crew', 'Manifest'].flatMap((noun) =>
      [1, 2, 3, 4, 5, 6].map((n) => [`${noun}Report${n}`, { type: 'object', properties: { day: { type: 'string' } } }]),
    ),
  );
  return {
    openapi: '3.1.0',
    info: { title: APIS.registry, version: '2.0' },
    paths,
    webhooks: {
      vesselArrived: { post: { summary: 'A vessel arrived', responses: ok } },
      vesselLeft: { post: { summary: 'A vessel left', responses: ok } },
    },
    components: {
      schemas: {
        ...reports,
        CrewList: {
          type: 'object',
          required: ['vessel'],
          properties: {
            // English words in a site of any language: a title and what each allowed value means.
            vessel: { type: 'string', title: CREW_LIST_WORDS.title },
            file: { type: 'string', format: 'binary' },
            watch: {
              type: 'string',
              enum: ['day', 'night'],
              'x-enumDescriptions': {
                day: CREW_LIST_WORDS.day,
                night: `${CREW_LIST_WORDS.night}.\n\n${CREW_LIST_WORDS.nightMore}.`,
              },
            },
          },
        },
      },
    },
  };
}

/** Svix's layout: the group "Webhooks" lists the tag "Webhooks", which holds webhooks alone. */
function tides() {
  const event = (name: string, text: string) => ({
    post: {
      tags: ['Webhooks'],
      operationId: name,
      summary: name,
      description: text,
      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
      responses: ok,
    },
  });
  return {
    openapi: '3.1.0',
    info: { title: APIS.tides, version: '1.4' },
    tags: [
      { name: 'Tides' },
      { name: 'Ports' },
      { name: 'Webhooks', description: 'The events Tide Tables sends to your endpoint.' },
    ],
    'x-tagGroups': [
      { name: 'Tables', tags: ['Tides', 'Ports'] },
      { name: 'Webhooks', tags: ['Webhooks'] },
    ],
    paths: {
      '/tides': { get: { tags: ['Tides'], operationId: 'listTides', summary: 'List tides', responses: ok } },
      '/ports': { get: { tags: ['Ports'], operationId: 'listPorts', summary: 'List ports', responses: ok } },
    },
    webhooks: {
      HighTideEvent: event('HighTideEvent', 'Sent at high tide.'),
      LowTideEvent: event('LowTideEvent', 'Sent at low tide.'),
    },
  };
}

/** A tag of webhooks alone that no group lists. */
function lighthouses() {
  return {
    openapi: '3.1.0',
    info: { title: APIS.lighthouses, version: '2.0' },
    paths: {
      '/lighthouses': { get: { tags: ['lighthouses'], summary: 'List lighthouses', responses: ok } },
      '/keepers': { get: { tags: ['keepers'], summary: 'List keepers', responses: ok } },
      '/keepers/logbook': { get: { tags: ['keepers'], summary: LONG_TITLE, responses: ok } },
    },
    webhooks: {
      beaconFailed: { post: { tags: ['beacons'], summary: 'A beacon failed', responses: ok } },
    },
  };
}

function ferries() {
  return {
    openapi: '3.1.0',
    info: { title: APIS.ferries, version: '3.1.0' },
    paths: { '/ferries': { get: { summary: 'List ferries', responses: ok } } },
  };
}

/** Writes the four documents into `dir`; returns their files by API name. */
export function writeHarbourApis(dir: string): Record<keyof typeof APIS, string> {
  mkdirSync(dir, { recursive: true });
  const documents = { registry: registry(), tides: tides(), lighthouses: lighthouses(), ferries: ferries() };
  const files = {} as Record<keyof typeof APIS, string>;
  for (const [name, document] of Object.entries(documents)) {
    files[name as keyof typeof APIS] = join(dir, `${name}.json`);
    writeFileSync(files[name as keyof typeof APIS], JSON.stringify(document, null, 2));
  }
  return files;
}
