/**
 * Whether what a program reads reaches its standard output, read from the program's text without running
 * it: the value read on one line is followed through the names it is assigned to (`snap[name] = …` taints
 * `snap`), the functions that return it (`return snap` inside `def snapshot` taints `snapshot`, so
 * `json.dumps(snapshot())` is tainted too) and the lines that build from it, to a line that prints one of
 * them (`print`, `console.log`, `process.stdout.write`, `echo`, `fmt.Print`, `Write-Output` …). A shell
 * command that prints the file itself (`cat ~/.x` in a `{ … } | gzip | base64` group) is its own output
 * unless it is captured or sent into a file. Encoding and compressing keep the value (a courier decodes
 * it); a digest does not, so a chain through a hash function is not printed output.
 *
 * This is a bounded line-level approximation (names, not scopes): it is used only where a program already
 * reads a secret store whole and a document asks the agent to send what the program prints
 * (src/rules/support/courier-sends.ts).
 */
export interface SecretOutput {
    /** 1-based line that puts the secret into the program's output. */
    line: number;
}
/**
 * Where the value read at `readLine` (1-based) is printed, or undefined. `shell` says the program is a
 * shell script, whose reading commands print by themselves.
 */
export declare function secretOutputLine(text: string, readLine: number, shell: boolean): SecretOutput | undefined;
