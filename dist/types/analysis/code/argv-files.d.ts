/**
 * What a download or extraction program started from another language's argument list does to files
 * (`execFileSync('curl', ['-fsSL', '-o', tgz, url])`, `spawnSync('tar', ['-xzf', tgz, '-C', dir])`,
 * `subprocess.run(["unzip", "-o", zip, "tool"])`): the file a download lands in, and the folder or members an
 * archive is extracted to. The shell analyzer reads each such command as its own unit, so the program
 * that started it would otherwise not know that the file it loads next (`require(entry)`, `import`,
 * running the path) is the download. Words are the argv texts as the host analyzer rebuilt them (unknown
 * parts as its placeholders): the same placeholders then name the same path in its later calls.
 */
export type ArgvFileEffect = {
    kind: 'download';
    file: string;
    url: string;
} | {
    kind: 'extract';
    archive: string;
    dir?: string;
    members: string[];
};
/** The file effect of one argv (program first), if it downloads or extracts. */
export declare function argvFileEffect(argv: readonly string[]): ArgvFileEffect | undefined;
/**
 * The paths an extraction makes known as the download's: its folder (`dir/`, with a trailing slash: every
 * file under it) when one is named, and each named member (in that folder, or the working one).
 */
export declare function extractedPaths(e: Extract<ArgvFileEffect, {
    kind: 'extract';
}>): string[];
