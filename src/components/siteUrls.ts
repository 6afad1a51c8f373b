import { siteUrls } from '../presentation/urls.ts';

/** The site's URLs under Astro's `base`, as pages and components make them. */
export const urls = siteUrls(import.meta.env.BASE_URL);
