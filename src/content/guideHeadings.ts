import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import Slugger from 'github-slugger';
import { buildContext } from '../context/buildContext.ts';
import {
  ANCHORED_LEVELS,
  headingText,
  headingWrapper,
  isAnchored,
  permalinkLabel,
} from '../presentation/headingAnchors.ts';

/**
 * A guide is rendered once, whatever languages the site is in (its own words are its author's): its permalinks
 * are named in the site's language.
 */
export const guidePermalinkLabel = (text: string): string => {
  const context = buildContext();
  return permalinkLabel(context.strings.get(context.locale)!, text);
};

type HastPlugin = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];

/**
 * A guide's headings with their permalinks, written as the Markdown is rendered (a hast plugin of Astro's Markdown
 * processor, for `.md` and `.mdx` guides alike). It runs before Astro gives headings their ids, so it gives them
 * first, as Astro would (github-slugger over every heading of the guide, in order); Astro keeps an id a heading has.
 */
export const guideHeadingAnchors: HastPlugin = () => {
  const slugger = new Slugger();
  return {
    name: 'guide-heading-anchors',
    element: {
      filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
      visit(node, ctx) {
        const own = node.properties?.id;
        const id = typeof own === 'string' ? own : slugger.slug(ctx.textContent(node));
        if (typeof own !== 'string') ctx.setProperty(node, 'id', id);
        const text = headingText(ctx.textContent(node));
        if (!ANCHORED_LEVELS.includes(node.tagName) || !text || !isAnchored(node, ctx.parent(node), ctx.indexOf(node)))
          return;
        ctx.wrapNode(node, headingWrapper(id, guidePermalinkLabel(text)));
      },
    },
  };
};
