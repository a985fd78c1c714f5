/**
 * Regular expressions that find credentials: a pattern whose source spells a credential format that only
 * issuers hand out (AWS's `AKIA`, GitHub's `ghp_`/`github_pat_`, Slack's `xoxb-`, Stripe's `sk_live_`, a PEM
 * private-key header …). What such a pattern matches in files is a key, whatever the code calls the match:
 * a secret scanner's findings are secrets (src/analysis/code/python/regex-matches.ts gives them the class
 * `scanned-secret`). The pattern is read as its author wrote it, so escapes and character classes around
 * the prefix do not hide it (`gh[pousr]_`, `xox[baprs]-`, `sk_live_`, `-----BEGIN (?:RSA )?PRIVATE KEY`).
 */

/**
 * Credential prefixes as they appear in a pattern's source. Each alternative is a literal run or a short
 * character class; none repeats a group, so the test stays linear.
 */
const FORMAT =
  /(?:A3T|AKIA|ASIA|AGPA|AIDA|AROA)|\bgh[pousr](?:_|\[)|gh\[[pousr]{2,5}\]_|github_pat_|glpat-|xox[abposr](?:-|\\-|\[)|xox\[[abposr]{2,6}\]|[sr]k_live_|[sr]k_\(\?:live|sk-ant-|sk-proj-|\bAIza|ya29\\?\.|\bnpm_\[|pypi-Ag|\bhf_\[|SG\\\.|PRIVATE KEY|-----BEGIN/;

/** The pattern's source spells a credential format (see `FORMAT`). */
export function secretFormatPattern(source: string): boolean {
  return FORMAT.test(source.slice(0, 4000));
}
