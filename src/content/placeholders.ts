import type { SiteConfig } from '../config/siteConfigSchema.ts';

/**
 * Placeholders guides may write, filled at build time from site.config.json. A placeholder whose setting is
 * missing stays visible as written, and the guide page says which setting would fill it.
 */
export const PLACEHOLDERS = [
  {
    token: '{platform_host}',
    setting: 'publish.platformHost',
    value: (config: SiteConfig) => config.publish?.platformHost,
  },
] as const;

export interface Filled {
  text: string;
  /** Placeholders the text holds that the configuration cannot fill. */
  unfilled: { token: string; setting: string }[];
}

export function fillPlaceholders(text: string, config: SiteConfig): Filled {
  const unfilled: Filled['unfilled'] = [];
  for (const { token, setting, value } of PLACEHOLDERS) {
    if (!text.includes(token)) continue;
    const replacement = value(config);
    if (replacement) text = text.replaceAll(token, replacement);
    else unfilled.push({ token, setting });
  }
  return { text, unfilled };
}
