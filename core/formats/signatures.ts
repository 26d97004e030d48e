/**
 * Files people hand Rochade that are no tournament: recognised by their leading bytes (magic
 * numbers as the formats define them) or their first text line, each with one line of advice.
 * A registry as data: `detectFileKind` tries them in order.
 */
export interface ForeignFile {
  /** What the file is, as a club user would name it. */
  readonly what: string;
  /** What to do instead. */
  readonly advice: string;
}

const EXPORT_TRF = 'export the tournament from the program that made it as a TRF (FIDE report) file';

export const BYTE_SIGNATURES: readonly (ForeignFile & { readonly bytes: readonly number[] })[] = [
  // ISO 32000-1 7.5.2: "%PDF-".
  {
    what: 'PDF',
    bytes: [0x25, 0x50, 0x44, 0x46, 0x2d],
    advice: `a printout cannot be read back; ${EXPORT_TRF}`,
  },
  // Compound File Binary (MS-CFB 2.2): D0 CF 11 E0 A1 B1 1A E1, the old .xls/.doc container.
  {
    what: 'Excel workbook (old .xls format) or another Office file',
    bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    advice: 'save the sheet as CSV (File > Save as > CSV UTF-8) and give Rochade the CSV',
  },
  { what: 'image (PNG)', bytes: [0x89, 0x50, 0x4e, 0x47], advice: `a picture cannot be read; ${EXPORT_TRF}` },
  { what: 'image (JPEG)', bytes: [0xff, 0xd8, 0xff], advice: `a picture cannot be read; ${EXPORT_TRF}` },
  { what: 'image (GIF)', bytes: [0x47, 0x49, 0x46, 0x38], advice: `a picture cannot be read; ${EXPORT_TRF}` },
  {
    what: 'gzip archive',
    bytes: [0x1f, 0x8b],
    advice: 'unpack it and give Rochade the tournament file inside',
  },
  {
    what: '7-Zip archive',
    bytes: [0x37, 0x7a, 0xbc, 0xaf],
    advice: 'unpack it and give Rochade the tournament file inside',
  },
  {
    what: 'RAR archive',
    bytes: [0x52, 0x61, 0x72, 0x21],
    advice: 'unpack it and give Rochade the tournament file inside',
  },
  { what: 'RTF document', bytes: [0x7b, 0x5c, 0x72, 0x74, 0x66], advice: 'save it as plain text or CSV' },
];

/** ZIP local file header "PK\3\4" (APPNOTE 4.3.7) or an empty archive "PK\5\6". */
export const ZIP_SIGNATURES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];

/** What a ZIP holds, by an entry name found in its first bytes (OOXML, ODF, the DSB list export). */
export const ZIP_CONTENTS: readonly (ForeignFile & { readonly entry: string })[] = [
  {
    what: 'Excel workbook (.xlsx)',
    entry: 'xl/',
    advice: 'save the sheet as CSV (File > Save as > CSV UTF-8) and give Rochade the CSV',
  },
  {
    what: 'Word document (.docx)',
    entry: 'word/',
    advice: `${EXPORT_TRF}, or copy the table into a CSV file`,
  },
  {
    what: 'OpenDocument spreadsheet (.ods)',
    entry: 'opendocument.spreadsheet',
    advice: 'save the sheet as CSV and give Rochade the CSV',
  },
  {
    what: 'ZIP archive of DSB player lists',
    entry: 'spieler.csv',
    advice: 'unpack it; `rochade players find spieler.csv` reads the player list',
  },
];

export const ZIP_FILE: ForeignFile = {
  what: 'ZIP archive',
  advice: 'unpack it and give Rochade the tournament file inside',
};

/** Text files recognised by their first line (case-insensitive). */
export const TEXT_SIGNATURES: readonly (ForeignFile & { readonly test: RegExp })[] = [
  {
    what: 'HTML page',
    test: /^\s*(<!doctype html|<html)/i,
    advice: `a web page is no tournament file; download the TRF or Swiss-Manager file instead (chess-results: "Export")`,
  },
  {
    what: 'DSB player list (spieler.csv)',
    // v1 `ZPS,Mgl-Nr,...,Spielername`, v2 `ID,VKZ,Mgl-Nr`, v3 `ID,ZPS,Mitgliedsnummer` (DSB list export).
    test: /^\uFEFF?"?(ZPS"?[,;]"?Mgl-Nr|ID"?[,;]"?VKZ"?[,;]"?Mgl-Nr|ID"?[,;]"?ZPS"?[,;]"?Mitgliedsnummer)/i,
    advice:
      'a player list, not a tournament: `rochade players find LIST --name NAME` and `rochade players import` read it',
  },
  {
    what: 'DSB club list (vereine.csv)',
    test: /^\uFEFF?"?(ZPS"?[,;]"?LV"?[,;]"?Verband|ZPS-Nummer"?[,;]"?Landesverband)/i,
    advice: 'Rochade reads it together with spieler.csv as a player list (`rochade players find`)',
  },
  {
    what: 'XML document',
    test: /^\uFEFF?\s*<\?xml/i,
    advice: `Rochade writes the DSB's DWZ XML but reads tournaments as TRF, JSON, crosstables or Swiss-Chess/Swiss-Manager files`,
  },
];

export const SWT_UNSUPPORTED: ForeignFile = {
  what: 'Swiss-Chess file of an unsupported version',
  advice: 'open it in Swiss-Chess 7 or later and save it again, or export a TRF from Swiss-Chess',
};

export const UNKNOWN_BINARY: ForeignFile = {
  what: 'binary file of an unknown kind',
  advice: `Rochade reads TRF, tournament JSON, crosstables (CSV, text), Swiss notation, Swiss-Chess .SWT and Swiss-Manager files; ${EXPORT_TRF}`,
};
