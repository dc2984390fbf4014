import { CSS_COLOUR_NAMES } from './cssColourNames.js';

/**
 * The colour values the colour picker's fallback input accepts (000 §5 "accepts a typed colour
 * value"): #rgb, #rrggbb, rgb()/rgba() and CSS colour names. Hex with alpha (#rgba, #rrggbbaa),
 * hsl() and the other CSS functions are not offered — the swatches and the stored settings are
 * plain colours, and a short list keeps the error message honest.
 */

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)`;
const CHANNEL = String.raw`(${NUMBER})(%?)`;
// Legacy syntax: rgb(56, 103, 166) / rgba(56, 103, 166, 0.5).
const RGB_COMMAS = new RegExp(
  String.raw`^rgba?\(\s*${CHANNEL}\s*,\s*${CHANNEL}\s*,\s*${CHANNEL}\s*(?:,\s*${CHANNEL}\s*)?\)$`,
  'i',
);
// Modern syntax: rgb(56 103 166) / rgb(56 103 166 / 50%).
const RGB_SPACES = new RegExp(
  String.raw`^rgba?\(\s*${CHANNEL}\s+${CHANNEL}\s+${CHANNEL}\s*(?:/\s*${CHANNEL}\s*)?\)$`,
  'i',
);

function channelInRange(value: string | undefined, percent: string | undefined): boolean {
  const number = Number(value);
  return percent === '%' ? number >= 0 && number <= 100 : number >= 0 && number <= 255;
}

function alphaInRange(value: string | undefined, percent: string | undefined): boolean {
  if (value === undefined) return true;
  const number = Number(value);
  return percent === '%' ? number >= 0 && number <= 100 : number >= 0 && number <= 1;
}

function isValidRgb(text: string): boolean {
  const commas = RGB_COMMAS.exec(text);
  const match = commas ?? RGB_SPACES.exec(text);
  if (!match) return false;
  const [, r, rp, g, gp, b, bp, a, ap] = match;
  // The legacy comma syntax does not allow mixing numbers and percentages; browsers reject it.
  if (commas && !(rp === gp && gp === bp)) return false;
  return channelInRange(r, rp) && channelInRange(g, gp) && channelInRange(b, bp) && alphaInRange(a, ap);
}

/**
 * The stored form of a typed colour, or null when it is not one we accept. Hex values and names
 * are lower-cased and rgb() spacing is tidied so the same colour is always stored the same way.
 */
export function normaliseColour(input: string): string | null {
  const text = input.trim();
  if (HEX.test(text)) return text.toLowerCase();
  const lower = text.toLowerCase();
  if (CSS_COLOUR_NAMES.has(lower)) return lower;
  if (isValidRgb(text)) {
    return lower.replace(/\s*([(),/])\s*/g, (_match, mark: string) => (mark === ',' ? ', ' : mark === '/' ? ' / ' : mark)).replace(/\s+/g, ' ');
  }
  return null;
}

export function isValidColour(input: string): boolean {
  return normaliseColour(input) !== null;
}

/** Same colour? Compares the stored forms, so '#3867A6' matches the swatch '#3867a6'. */
export function sameColour(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return (normaliseColour(a) ?? a) === (normaliseColour(b) ?? b);
}

/**
 * Black or white, whichever reads better on a hex background — for the check mark drawn on the
 * selected swatch. Uses the WCAG relative-luminance formula; non-hex colours get black.
 */
export function contrastingMark(hex: string): '#000000' | '#ffffff' {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return '#000000';
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const channels = [0, 2, 4].map((start) => {
    const c = parseInt(digits.slice(start, start + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
