/**
 * An XML element as plain data: the core decides names, order and text; a front end serializes it
 * with an XML library (the core imports none). Text is unescaped here; the serializer escapes it.
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes?: Readonly<Record<string, string>>;
  readonly text?: string;
  readonly children?: readonly XmlElement[];
}

/** `name` with `text`, or nothing when the value is absent or empty (optional elements). */
export const leaf = (name: string, value: string | number | undefined): XmlElement[] =>
  value === undefined || value === '' ? [] : [{ name, text: String(value) }];
