import type { Site } from '../../../model/model.ts';
import { resolveEmbed, type Embed } from '../../../content/guideReferences.ts';

/** What an embed in a guide shows: the guide page puts the site in `Astro.locals`; the build checked every embed. */
export function embedded(
  locals: App.Locals,
  embed: Embed,
  attributes: { [name: string]: string | undefined } | object,
) {
  const site = locals.site as Site | undefined;
  if (!site) throw new Error(`<${embed}> is for guides: it needs the site of a guide page`);
  const clean = Object.fromEntries(
    Object.entries(attributes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const result = resolveEmbed(site, { embed, attributes: clean }, locals.guideDocument);
  if ('problem' in result) throw new Error(`<${embed} ${JSON.stringify(clean)}>: ${result.problem}`);
  return result;
}
