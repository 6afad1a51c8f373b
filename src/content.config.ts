// Not from `astro:content`: Astro loads this file through Vite before every build, and that module brings
// ~70 of Astro's runtime modules with it (docs/performance.md).
import { defineCollection } from 'astro/content/config';
import { z } from 'astro/zod';
import { guidesLoader } from './content/guidesLoader.ts';

/** Guides: Markdown pages beside the reference, `src/content/guides/*.md`. */
const guides = defineCollection({
  loader: guidesLoader(),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().optional(),
    /** Position in navigation, smallest first; equal orders sort by title. */
    order: z.number().default(100),
    /** The document (its file name without extension) the guide belongs to: it ships only when that one is built. */
    document: z.string().optional(),
    /** Filled by the loader: placeholders the site configuration could not fill. */
    unfilled: z.array(z.object({ token: z.string(), setting: z.string() })).default([]),
  }),
});

export const collections = { guides };
