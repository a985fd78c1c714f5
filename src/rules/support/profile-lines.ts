import type { Value } from '../../analysis/facts.js';

/**
 * Lines of a PowerShell profile that are everyday set-up, not a foothold: a prompt or tool printing its
 * own init code for the shell, run with `Invoke-Expression` (`oh-my-posh init pwsh --config … | iex`,
 * `Invoke-Expression (&starship init powershell)`, `zoxide init powershell | Out-String | iex`,
 * `fnm env --use-on-cd --shell powershell | Out-String | Invoke-Expression`) — the PowerShell form of
 * bash's `eval "$(starship init bash)"`, documented by each vendor — and module imports, aliases, PATH and
 * PSReadLine options. The code run is what a locally installed program prints; a line that also names an
 * address, a download or a decoder is not everyday, whatever else it says.
 */

/** A program by name (`oh-my-posh`, `starship.exe`) followed by its init verb. */
const TOOL_INIT =
  /^[\s(&{]{0,12}(?:(?:Invoke-Expression|iex)[\s(&{]{1,12})?["']?[\w.-]{1,40}["']?[ \t]+(?:init|activate|hook|env|completion)\b/i;

/** A cheap test before splitting lines: an init verb somewhere in the text. */
const TOOL_INIT_WORD = /[ \t](?:init|activate|hook|env|completion)\b/i;

/** Anything that fetches, decodes or runs code from elsewhere: never everyday. */
const RISKY =
  /:\/\/|\b(?:irm|iwr|curl|wget|Invoke-RestMethod|Invoke-WebRequest|DownloadString|DownloadFile|DownloadData|WebClient|Start-BitsTransfer|FromBase64String|EncodedCommand|Start-Process|InvokeScript)\b|\[scriptblock\]/i;

/** Everyday profile lines that run no code: imports by name, aliases, PATH, PSReadLine, comments. */
const PS_EVERYDAY =
  /^(?:#|$|Import-Module[ \t]+[\w.-]{1,64}[ \t]*$|(?:Set|New)-Alias[ \t]|\$env:PATH[ \t]*\+?=|Set-PSReadLineOption[ \t]|Set-PSReadLineKeyHandler[ \t])/i;

/** `oh-my-posh init pwsh … | Invoke-Expression`: a tool's own init, run from the profile. */
export function isToolInitLine(line: string): boolean {
  const t = line.trim();
  return t.length <= 400 && TOOL_INIT.test(t) && !RISKY.test(t);
}

/** Every line is tool init or everyday set-up (and there is at least one line). */
export function everydayProfile(v: Value | undefined): boolean {
  if (!v || v.taints.includes('download') || v.taints.includes('decoded')) return false;
  const lines = v.text.split('\n', 200).map((l) => l.trim());
  return (
    lines.some((l) => l !== '') &&
    lines.every((l) => isToolInitLine(l) || (PS_EVERYDAY.test(l) && !RISKY.test(l)))
  );
}

/**
 * The content without its tool-init lines: what is left is judged for code it downloads or runs (the
 * `| Invoke-Expression` of an init line runs what the installed tool prints, not fetched code).
 */
export function withoutToolInit(v: Value | undefined): Value | undefined {
  if (!v || !TOOL_INIT_WORD.test(v.text)) return v;
  const kept = v.text.split('\n', 200).filter((l) => !isToolInitLine(l));
  return { ...v, text: kept.join('\n') };
}

/**
 * `export PATH=…`, aliases (fish's `abbr`, `fish_add_path`), completion and tool init lines, and a file
 * sourced when present (`[ -f ~/.fzf.bash ] && source ~/.fzf.bash`): the everyday content of a shell rc
 * file. What a sourced line runs is looked at (support/sourced-files.ts).
 */
const EVERYDAY_LINE =
  /^(?:export[ \t]+PATH=|alias[ \t]|abbr[ \t]|fish_add_path[ \t]|source[ \t]|\.[ \t]|eval[ \t]+"\$\([\w-]{1,40}[ \t]+(?:init|env|completion|activate)|#|$|(?:\[[ \t]+-[efrs][ \t]+[^\]\n]{1,300}\]|test[ \t]+-[efrs][ \t]+\S{1,300})[ \t]*&&[ \t]*(?:source|\.)[ \t])/;

export function everydayRc(v: Value | undefined): boolean {
  if (!v) return false;
  return v.text.split('\n', 200).every((line) => EVERYDAY_LINE.test(line.trim()));
}
