/**
 * The accent colour against WCAG AA (4.5:1 for text), as the styles use it (styles/tokens.css, operation.css):
 * light-theme links are the accent mixed with 15% black on white; the try-it button's white text sits on the
 * accent mixed with 10% black; dark-theme links are the accent mixed with 55% white on #0d1117.
 */

type Rgb = [number, number, number];

const AA = 4.5;
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const DARK_BACKGROUND: Rgb = [13, 17, 23];

export interface AccentCheck {
  /** The accent for each theme: the configured one, or the nearest shade that passes where it fails. */
  light: string;
  dark: string;
  /** What fails, one sentence each, with the ratio and the shade used instead. */
  problems: string[];
}

/** `color-mix(in srgb, a p%, b)`: a straight mix of the encoded channels. */
const mix = (a: Rgb, b: Rgb, share: number): Rgb => a.map((value, i) => value * share + b[i] * (1 - share)) as Rgb;

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: Rgb, b: Rgb): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

const parse = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const format = (rgb: Rgb) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** The lowest ratio of the checks that use the accent in one theme. */
const lightRatio = (accent: Rgb) =>
  Math.min(contrast(mix(accent, BLACK, 0.85), WHITE), contrast(WHITE, mix(accent, BLACK, 0.9)));
const darkRatio = (accent: Rgb) => contrast(mix(accent, WHITE, 0.45), DARK_BACKGROUND);

/** The accent moved toward `toward` in small steps until `ratio` passes (the fewest steps, so the hue stays). */
function nearestPassing(accent: Rgb, toward: Rgb, ratio: (rgb: Rgb) => number): Rgb {
  for (let step = 1; step <= 20; step++) {
    const shade = mix(toward, accent, step / 20);
    if (ratio(shade) >= AA) return shade.map(Math.round) as Rgb;
  }
  return toward;
}

const cache = new Map<string, AccentCheck>();

export function checkAccent(hex: string): AccentCheck {
  let check = cache.get(hex);
  if (check) return check;
  const accent = parse(hex);
  const problems: string[] = [];
  let [light, dark] = [hex, hex];
  const lightContrast = lightRatio(accent);
  if (lightContrast < AA) {
    light = format(nearestPassing(accent, BLACK, lightRatio));
    problems.push(
      `links and the try-it button have a contrast of ${lightContrast.toFixed(2)}:1 in the light theme ` +
        `(WCAG AA asks 4.5:1), so the light theme uses ${light} instead; choose a darker colour to set it yourself`,
    );
  }
  const darkContrast = darkRatio(accent);
  if (darkContrast < AA) {
    dark = format(nearestPassing(accent, WHITE, darkRatio));
    problems.push(
      `links have a contrast of ${darkContrast.toFixed(2)}:1 in the dark theme (WCAG AA asks 4.5:1), ` +
        `so the dark theme uses ${dark} instead; choose a lighter colour to set it yourself`,
    );
  }
  check = { light, dark, problems };
  cache.set(hex, check);
  return check;
}
