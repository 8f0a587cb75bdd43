export interface Alias {
  path: string;
  target: string;
  label: string;
  canonical: string;
}
interface FileSystem {
  existsSync: (file: string) => boolean;
  readdirSync: (dir: string) => string[];
}
export declare function aliasFileName(aliasPath: string): string;
export declare function aliasDocument(alias: Alias, moved: string): string;
export declare function existingEntry(dir: string, name: string, fs?: FileSystem): string | null;
export declare function writeAliasPages(
  out: string,
  handOver: { moved: string; aliases: Alias[] },
  options?: { warn?: (line: string) => void; fs?: FileSystem; write?: (file: string, text: string) => void },
): string[];
