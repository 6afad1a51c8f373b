import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { checkAccent, contrast } from '../../../src/config/accentColor.ts';
import { siteConfigWarnings } from '../../../src/config/loadSiteConfig.ts';

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const mix = (a: Rgb, b: Rgb, share: number): Rgb => a.map((v, i) => v * share + b[i] * (1 - share)) as Rgb;
// What the styles make of the accent (styles/tokens.css, styles/operation.css).
const lightLink = (accent: string) => contrast(mix(rgb(accent), [0, 0, 0], 0.85), [255, 255, 255]);
const button = (accent: string) => contrast([255, 255, 255], mix(rgb(accent), [0, 0, 0], 0.9));
const darkLink = (accent: string) => contrast(mix(rgb(accent), [255, 255, 255], 0.45), [13, 17, 23]);

describe('the accent colour', () => {
  it('is kept as it is when it reads well in both themes', () => {
    for (const colour of ['#4f46e5', '#0b7285', '#0b6e4f', '#000000']) {
      assert.deepEqual(checkAccent(colour), { light: colour, dark: colour, problems: [] });
    }
  });

  it('is replaced in the light theme by a shade that passes WCAG AA when it is too light, saying so', () => {
    for (const colour of ['#ffff00', '#00ff00', '#ff69b4', '#ffffff']) {
      const { light, dark, problems } = checkAccent(colour);
      assert.ok(lightLink(colour) < 4.5 || button(colour) < 4.5, colour);
      assert.ok(lightLink(light) >= 4.5 && button(light) >= 4.5, `${colour} → ${light}`);
      assert.ok(darkLink(dark) >= 4.5, `${colour} → ${dark} in the dark theme`);
      assert.match(
        problems[0],
        /contrast of \d\.\d\d:1 in the light theme \(WCAG AA asks 4\.5:1\), so the light theme uses #[0-9a-f]{6}/,
      );
    }
  });

  it('is named with its place in site.config.json when it fails', () => {
    const folder = mkdtempSync(join(tmpdir(), 'accent-'));
    const file = join(folder, 'site.config.json');
    writeFileSync(file, '{\n  "accentColor": "#ffff00"\n}\n');
    const saved = process.env.SITE_CONFIG;
    process.env.SITE_CONFIG = file;
    try {
      const [warning] = siteConfigWarnings(folder);
      assert.ok(
        warning.startsWith(
          `${file}:2:18: accentColor: "#ffff00": links and the try-it button have a contrast of 1.35:1`,
        ),
        warning,
      );
    } finally {
      if (saved === undefined) delete process.env.SITE_CONFIG;
      else process.env.SITE_CONFIG = saved;
    }
  });
});
