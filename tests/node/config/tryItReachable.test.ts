import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  chooseOperationServers,
  inheritPathServers,
  keepReachableServers,
  offerServers,
  withdrawServer,
} from '../../../src/browser/tryItServers.ts';

// What the try-it client is given of a document's servers, in the browser before it reads the document.

const aws = () => ({
  servers: [
    { url: 'http://route53-recovery-cluster.{region}.amazonaws.com' },
    { url: 'https://route53-recovery-cluster.{region}.amazonaws.com' },
    { url: '/relative' },
  ],
  paths: {
    '/': {
      post: {
        servers: [{ url: 'http://localhost:4010' }, { url: 'http://api.example.com' }, { url: '//cdn.example.com' }],
      },
    },
  },
});
const urls = (list: { url: string }[]) => list.map((server) => server.url);

describe('the servers try-it starts from', () => {
  it('from a page served over https: an http server elsewhere comes last, the reader’s own machine stays first', () => {
    const doc = aws();
    keepReachableServers(doc, 'https:');
    assert.deepEqual(urls(doc.servers), [
      'https://route53-recovery-cluster.{region}.amazonaws.com',
      'http://route53-recovery-cluster.{region}.amazonaws.com',
    ]);
    assert.deepEqual(urls(doc.paths['/'].post.servers), [
      'http://localhost:4010',
      'https://cdn.example.com',
      'http://api.example.com',
    ]);
  });
  it('from a page served over http: the document’s order, without the servers relative to the site', () => {
    const doc = aws();
    keepReachableServers(doc, 'http:');
    assert.deepEqual(urls(doc.servers), [
      'http://route53-recovery-cluster.{region}.amazonaws.com',
      'https://route53-recovery-cluster.{region}.amazonaws.com',
    ]);
    assert.deepEqual(urls(doc.paths['/'].post.servers), [
      'http://localhost:4010',
      'http://api.example.com',
      'https://cdn.example.com',
    ]);
  });
});

describe('the server an operation with servers of its own is sent to', () => {
  // Nexmo's account API: the document names one server, four of its path items another.
  const nexmo = () => ({
    servers: [{ url: 'https://api.nexmo.com' }],
    paths: {
      '/account/settings': { servers: [{ url: 'https://rest.nexmo.com' }], post: {} },
      '/accounts/{api_key}/secrets': { get: {} },
    },
  });
  const chosen = (doc: ReturnType<typeof nexmo>) =>
    (doc.paths['/account/settings'].post as Record<string, unknown>)['x-scalar-selected-server'];

  it('its own first, where the document chose a server it does not offer', () => {
    const doc = nexmo();
    inheritPathServers(doc);
    chooseOperationServers(doc, 'https://api.nexmo.com');
    assert.equal(chosen(doc), 'https://rest.nexmo.com');
    assert.equal('x-scalar-selected-server' in doc.paths['/accounts/{api_key}/secrets'].get, false);
  });
  it('the typed server once offered to it, and its own again once that is withdrawn', () => {
    const doc = nexmo();
    inheritPathServers(doc);
    offerServers(doc, [{ url: 'http://127.0.0.1:4010' }]);
    chooseOperationServers(doc, 'http://127.0.0.1:4010');
    assert.equal(chosen(doc), 'http://127.0.0.1:4010');
    withdrawServer(doc, 'http://127.0.0.1:4010');
    chooseOperationServers(doc, 'https://api.nexmo.com');
    assert.equal(chosen(doc), 'https://rest.nexmo.com');
  });
});
