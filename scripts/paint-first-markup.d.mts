export declare const FONT_DEFERRED_ATTRIBUTE: string;
export declare function loaderTag(scripts: string[], preloads: string[]): string;
export declare function deferredChunks(html: string): { scripts: string[]; preloads: string[] };
