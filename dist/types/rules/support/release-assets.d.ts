/**
 * The tool a source host's release asset is named for: its file name without extension, platform or version
 * (`…/releases/latest/download/linpeas.sh` → `linpeas`, `…/download/v1.2/tool-linux-amd64.tar.gz` → `tool`).
 */
export declare function releaseAssetName(url: string | undefined): string | undefined;
