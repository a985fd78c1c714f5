/**
 * Regular expressions that find credentials: a pattern whose source spells a credential format that only
 * issuers hand out (AWS's `AKIA`, GitHub's `ghp_`/`github_pat_`, Slack's `xoxb-`, Stripe's `sk_live_`, a PEM
 * private-key header …). What such a pattern matches in files is a key, whatever the code calls the match:
 * a secret scanner's findings are secrets (src/analysis/code/python/regex-matches.ts gives them the class
 * `scanned-secret`). The pattern is read as its author wrote it, so escapes and character classes around
 * the prefix do not hide it (`gh[pousr]_`, `xox[baprs]-`, `sk_live_`, `-----BEGIN (?:RSA )?PRIVATE KEY`).
 */
/** The pattern's source spells a credential format (see `FORMAT`). */
export declare function secretFormatPattern(source: string): boolean;
