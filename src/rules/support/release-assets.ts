/**
 * The tool a source host's release asset is named for: its file name without extension, platform or version
 * (`…/releases/latest/download/linpeas.sh` → `linpeas`, `…/download/v1.2/tool-linux-amd64.tar.gz` → `tool`).
 */
export function releaseAssetName(url: string | undefined): string | undefined {
  const m = /\/releases\/(?:latest\/)?download\/(?:[^/\s]{1,60}\/)?([A-Za-z][\w.-]{2,80})$/.exec(url ?? '');
  if (!m) return undefined;
  const base = m[1]!
    .toLowerCase()
    .split('.')[0]!
    .split(/[-_](?:v?\d|linux|darwin|macos|windows|win|amd64|x86|arm64|aarch64|x64)/)[0]!;
  return /^[a-z][a-z0-9-]{3,40}$/.test(base) ? base : undefined;
}
