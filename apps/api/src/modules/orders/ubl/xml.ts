/**
 * A small typed XML writer for the UBL documents: elements with attributes and either text or
 * children, written with a declaration and two-space indentation. Text and attribute values are
 * escaped; characters XML 1.0 does not allow (most C0 controls, lone surrogates, U+FFFE/FFFF)
 * are dropped, since no escape can carry them.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  /** Text content, or child elements; an element has one or the other. */
  content: string | XmlElement[];
}

/** A child that may be left out: null, undefined, false and '' write nothing. */
export type XmlChild = XmlElement | null | undefined | false | '';

type Attributes = Record<string, string | null | undefined>;

const definedAttributes = (attributes: Attributes): Record<string, string> =>
  Object.fromEntries(
    Object.entries(attributes).filter(
      (entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined,
    ),
  );

/** An element with child elements (`el('cac:Party', {}, …)`). */
export function el(name: string, attributes: Attributes, ...children: XmlChild[]): XmlElement {
  const content = children.filter((child): child is XmlElement => Boolean(child));
  return { name, attributes: definedAttributes(attributes), content };
}

/** An element with text (`text('cbc:ID', '123', { schemeID: 'VKN' })`). */
export function text(name: string, value: string, attributes: Attributes = {}): XmlElement {
  return { name, attributes: definedAttributes(attributes), content: value };
}

/** The same as `text`, or nothing when the value is empty. */
export const optionalText = (
  name: string,
  value: string | null | undefined,
  attributes?: Attributes,
) => (value ? text(name, value, attributes) : null);

// XML 1.0 Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeText(value: string): string {
  return value
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Attribute values also escape quotes, and white space that parsers would fold into spaces. */
export function escapeAttribute(value: string): string {
  return escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

function write(element: XmlElement, depth: number, out: string[]): void {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(element.attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const open = `${indent}<${element.name}${attributes}`;
  if (typeof element.content === 'string') {
    // A carriage return in text would read back as a line feed: keep it as a reference.
    out.push(`${open}>${escapeText(element.content).replace(/\r/g, '&#13;')}</${element.name}>`);
  } else if (element.content.length === 0) {
    out.push(`${open}/>`);
  } else {
    out.push(`${open}>`);
    for (const child of element.content) write(child, depth + 1, out);
    out.push(`${indent}</${element.name}>`);
  }
}

/** The document as UTF-8 XML text, with its declaration. */
export function renderXml(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join('\n')}\n`;
}
