// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome on iOS
// says "Safari" too.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdgi?A?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (table: readonly [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * The name a device gets in the list of devices that receive notifications, read from the
 * browser's user agent: "Chrome · Android", "Safari · iPhone". `fallback` (translated) stands in
 * for a browser the table does not know; the name is never the raw user agent, which is long
 * and says more about the device than the list needs.
 */
export function deviceLabel(userAgent: string, fallback: string): string {
  const browser = firstMatch(BROWSERS, userAgent) ?? fallback;
  const system = firstMatch(SYSTEMS, userAgent);
  return system ? `${browser} · ${system}` : browser;
}
