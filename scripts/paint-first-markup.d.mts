export declare const FONT_DEFERRED_ATTRIBUTE: string;
export declare const PAYLOAD_FOLDER: string;
export declare function loaderTag(list: { payload: string; scripts: string[]; preloads: string[] }): string;
export declare function deferredScripts(html: string): {
  payload: string | null;
  scripts: string[];
  preloads: string[];
};
