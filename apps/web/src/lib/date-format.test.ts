import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '@teklifal/core';
import { currentLocale, setLocale } from './i18n.ts';

const SOURCE = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The argument text of every call to `name(` in a source, parentheses matched. */
function callsOf(source: string, name: string): string[] {
  const calls: string[] = [];
  const pattern = new RegExp(`\\b${name}\\(`, 'g');
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < source.length) {
      const char = source[end++];
      if (char === '(') depth++;
      if (char === ')') depth--;
    }
    calls.push(source.slice(match.index + match[0].length, end - 1));
  }
  return calls;
}

/** Whether an argument list has a second argument (a comma outside brackets and strings). */
function hasSecondArgument(args: string): boolean {
  let depth = 0;
  let quote: string | null = null;
  for (const char of args) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (char === ',' && depth === 0) return args.slice(args.indexOf(char) + 1).trim() !== '';
  }
  return false;
}

describe('dates in the two languages', () => {
  afterEach(async () => {
    await setLocale('tr');
  });

  it('writes a day one way in Turkish and one way in English, with the chosen language', async () => {
    const at = '2026-11-30T22:15:00Z'; // 1 December 2026, 01:15 in Istanbul
    await setLocale('tr');
    expect(formatDate(at, currentLocale())).toBe('01.12.2026');
    expect(formatDateTime(at, currentLocale())).toBe('01.12.2026 01:15');
    await setLocale('en');
    expect(formatDate(at, currentLocale())).toBe('1 Dec 2026');
    expect(formatDateTime(at, currentLocale())).toBe('1 Dec 2026 01:15');
  });
});

describe('no component formats a date by itself', () => {
  const files = sourceFiles(SOURCE).map((path) => ({
    path: relative(SOURCE, path),
    source: readFileSync(path, 'utf8'),
  }));

  it('leaves Intl and toLocale…String date formatting to the core helpers', () => {
    const offenders = files
      .filter(({ source }) =>
        /toLocaleDateString|toLocaleTimeString|Intl\.DateTimeFormat|formatLongDate/.test(source),
      )
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('gives every date input its format and parser from useDateInputFormat', () => {
    const pickers = /<(DateInput|DatePickerInput|DateTimePicker|DayRangeInputs)\b/;
    const offenders = files
      .filter(({ source }) => pickers.test(source))
      .filter(
        ({ source }) =>
          /valueFormat=["'{]|dateParser=|parseTypedDate\(/.test(source) ||
          (/<(DateInput|DatePickerInput|DateTimePicker)\b/.test(source) &&
            !source.includes('useDateInputFormat()')),
      )
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it("passes the reader's language to every formatDate and formatDateTime call", () => {
    const offenders = files.flatMap(({ path, source }) =>
      ['formatDate', 'formatDateTime']
        .flatMap((name) => callsOf(source, name).map((args) => `${name}(${args})`))
        .filter((call) => !hasSecondArgument(call.slice(call.indexOf('(') + 1, -1)))
        .map((call) => `${path}: ${call}`),
    );
    expect(offenders).toEqual([]);
  });
});
