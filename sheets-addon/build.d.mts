export declare const ADDON_TARGET: string;
/** Builds the add-on into `outDir` (default dist/sheets-addon) and returns the path of Code.js. */
export declare function buildAddon(opts?: { readonly outDir?: string }): Promise<string>;
