import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { XmlElement } from '../core/index.ts';

const XMLNS = 'http://www.w3.org/2000/xmlns/';

/**
 * Serializes a core element tree as an XML 1.0 document in UTF-8 with xmlbuilder2 (a maintained
 * DOM-based builder that escapes text and attributes and keeps namespaces consistent, so the output
 * is well-formed whatever the names hold). `xmlns` is the default namespace of the root; children
 * inherit it.
 */
export function makeXmlDocument(root: XmlElement): string {
  const attrs = root.attributes ?? {};
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const el = attrs['xmlns'] !== undefined ? doc.ele(attrs['xmlns'], root.name) : doc.ele(root.name);
  const namespaces: Record<string, string> = {};
  for (const [k, v] of Object.entries(attrs)) if (k.startsWith('xmlns:')) namespaces[k.slice(6)] = v;
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'xmlns') continue;
    if (k.startsWith('xmlns:')) el.att(XMLNS, k, v);
    else {
      const prefix = k.includes(':') ? k.slice(0, k.indexOf(':')) : undefined;
      const ns = prefix !== undefined ? namespaces[prefix] : undefined;
      if (ns !== undefined) el.att(ns, k, v);
      else el.att(k, v);
    }
  }
  addChildren(el, root.children ?? [], root.text);
  return el.end({ prettyPrint: true, indent: '  ', newline: '\n' }) + '\n';
}

function addChildren(el: XMLBuilder, children: readonly XmlElement[], text: string | undefined): void {
  if (text !== undefined) el.txt(text);
  for (const c of children) {
    const child = el.ele(c.name);
    for (const [k, v] of Object.entries(c.attributes ?? {})) child.att(k, v);
    addChildren(child, c.children ?? [], c.text);
  }
}
