import type { ApiDocument, Site } from '../../model/model.ts';
import { releaseViews } from '../changeLog.ts';
import type { Strings } from '../strings/catalog.ts';
import { markdownUrl, type SiteUrls } from '../urls.ts';
import { code, finish, heading } from '../markdownText.ts';

/**
 * An API's Changes page as Markdown: the same releases, counts and changes in the same order as the page
 * (components/changes/Releases.astro), each change's page linked as its twin.
 */
export function changesMarkdown(strings: Strings, site: Site, doc: ApiDocument, urls: SiteUrls): string {
  const words = strings.changelog;
  const twin = (url: string) => markdownUrl(url);
  const out: string[] = [heading(1, words.changesOf(doc.info.title)), '', words.intro, ''];
  out.push(
    `${words.feeds} [${words.atomFeed}](${urls.changesFeed(doc, 'atom')}) · [${words.jsonFeed}](${urls.changesFeed(doc, 'json')})`,
    '',
  );
  for (const release of releaseViews(strings, site, doc, urls)) {
    out.push(heading(2, words.release(release.version)), '');
    const meta = [
      release.readableDate && words.releasedOn(release.readableDate),
      release.previousVersion ? words.since(release.previousVersion) : words.firstRelease,
      release.commit && `${words.commit} ${code(release.commit)}`,
      release.previousVersion && release.counts,
    ].filter(Boolean);
    out.push(meta.join(' · '), '');
    if (release.previousVersion && release.groups.length === 0) out.push(strings.changeWords.noChanges, '');
    for (const group of release.groups) {
      const title = group.changes[0]?.operation ? code(group.heading) : group.heading;
      out.push(heading(3, group.url ? `[${title}](${twin(group.url)})` : title), '');
      for (const entry of group.changes) {
        const level = entry.breaking
          ? `**${words.breaking}:** `
          : entry.change.level === 'deprecation'
            ? `**${words.deprecation}:** `
            : '';
        const text = entry.parts.map((part) => (part.slot ? code(part.text) : part.text)).join('');
        const sentence = entry.url && !entry.operation ? `[${text}](${twin(entry.url)})` : text;
        out.push(`- ${level}${sentence}`);
      }
      out.push('');
    }
  }
  return finish(out);
}
