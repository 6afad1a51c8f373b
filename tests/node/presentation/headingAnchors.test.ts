import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { descriptionOf } from '../../../src/pipeline/4-normalize/descriptions.ts';
import { descriptionHtml, descriptionMarkdown } from '../../../src/presentation/descriptions.ts';
import { siteUrls } from '../../../src/presentation/urls.ts';
import { PageHeadings } from '../../../src/presentation/headingAnchors.ts';
import { stringsFor } from '../../../src/presentation/strings/catalog.ts';

const english = stringsFor('en');
const links = siteUrls('/').links({ id: 'api', prefix: '' } as never);
const html = (text: string, ids: PageHeadings) => descriptionHtml(descriptionOf(text)!, links, ids);
const anchored = (id: string, inner: string, text = inner, tag = 'h2') =>
  `<div class="heading-wrapper"><${tag} id="${id}">${inner}</${tag}>` +
  `<a class="heading-anchor" href="#${id}" aria-label="Permalink to “${text}”">#</a></div>`;

describe("a description's headings on a page", () => {
  it('h2–h4 are written with their permalink, their ids slugs of their words', () => {
    const ids = new PageHeadings(english);
    assert.equal(
      html('## Getting *started*\n\nText.\n\n#### Rate limits\n\n##### Small print', ids),
      `${anchored('getting-started', 'Getting <em>started</em>', 'Getting started')}\n<p>Text.</p>\n` +
        `${anchored('rate-limits', 'Rate limits', 'Rate limits', 'h4')}\n<h5>Small print</h5>`,
    );
  });

  it("ids are unique on the page: a section's reserved id, an earlier heading's, an author's own id", () => {
    const ids = new PageHeadings(english);
    ids.reserve('authentication');
    assert.ok(html('## Authentication\n\n## Errors', ids).includes(anchored('authentication-2', 'Authentication')));
    assert.ok(html('## Errors', ids).includes(anchored('errors-2', 'Errors')), 'a second description on the page');
    const own = html('<h3 id="limits">Limits</h3>\n\n## Limits', ids);
    assert.ok(own.includes(anchored('limits', 'Limits', 'Limits', 'h3')), 'the id the author gave is kept');
    assert.ok(own.includes(anchored('limits-2', 'Limits')), 'and taken');
  });

  it('another page gives the same text its own ids; the Markdown twin has no permalinks', () => {
    const text = '## Overview\n\nWords.';
    const crowded = new PageHeadings(english);
    crowded.reserve('overview');
    assert.ok(html(text, crowded).includes('id="overview-2"'));
    assert.ok(html(text, new PageHeadings(english)).includes(anchored('overview', 'Overview')));
    assert.equal(descriptionMarkdown(descriptionOf(text)!, links), '## Overview\n\nWords.');
  });

  it("a folded part's heading (first in its <summary>) has none: a link in it would be a control in a control", () => {
    const out = html('<details><summary><h3>More</h3></summary>\n\n## Then\n\n</details>', new PageHeadings(english));
    assert.ok(out.includes('<summary><h3>More</h3></summary>'), out);
    assert.ok(out.includes(anchored('then', 'Then')), out);
  });

  it('the same text on a page in another language names its permalinks in that language', () => {
    const text = '## Limits';
    const german = stringsFor('de');
    assert.ok(html(text, new PageHeadings(english)).includes(anchored('limits', 'Limits')));
    const out = html(text, new PageHeadings(german));
    assert.ok(out.includes(`aria-label="${german.frame.permalinkTo('Limits')}"`), out);
    assert.notEqual(german.frame.permalinkTo('Limits'), english.frame.permalinkTo('Limits'));
  });
});
