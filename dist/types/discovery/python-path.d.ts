/** Root-relative paths of the start-up modules found in the value's folders. */
export declare function pythonPathStartupFiles(value: string, base: string, isFile: (path: string) => boolean): string[];
