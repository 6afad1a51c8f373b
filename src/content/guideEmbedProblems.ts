import { relative } from 'node:path';
import type { Site } from '../model/model.ts';
import { embedsIn, resolveEmbed } from './guideReferences.ts';
import { builtMdxGuides, type MdxGuide } from './mdxGuides.ts';

/** The MDX guides this site builds that embed the reference. */
export function guidesWithEmbeds(): MdxGuide[] {
  return builtMdxGuides().filter((guide) => embedsIn(guide.text).length > 0);
}

/**
 * Every embed of the reference that names nothing of it, as `file:line:column: <Tag …>: what is wrong`: checked
 * before the build writes anything, as documents are. Guides of a document the site does not build are left out.
 */
export function guideEmbedProblems(site: Site, guides = guidesWithEmbeds()): string[] {
  return guides.flatMap((guide) =>
    embedsIn(guide.text).flatMap((tag) => {
      const result = resolveEmbed(site, tag, guide.document);
      const where = `${relative(process.cwd(), guide.file)}:${tag.line}:${tag.column}`;
      return 'problem' in result ? [`${where}: ${tag.source}: ${result.problem}`] : [];
    }),
  );
}
