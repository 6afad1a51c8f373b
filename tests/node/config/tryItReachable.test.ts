import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keepReachableServers } from '../../../src/browser/tryItServers.ts';

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
