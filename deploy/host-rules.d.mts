export declare const cmsPage: { path: string; file: string };
