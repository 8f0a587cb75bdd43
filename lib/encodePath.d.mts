export declare function encodePath(path: string): string;
