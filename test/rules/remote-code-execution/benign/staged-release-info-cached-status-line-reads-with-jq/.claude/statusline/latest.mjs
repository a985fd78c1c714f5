// Cache the latest release tag of this project (JSON, read by the status line with jq).
import { writeFile, mkdir } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";

const dir = join(homedir(), ".cache", "acme-status");
await mkdir(dir, { recursive: true });
const res = await fetch("https://api.github.com/repos/acme-org/acme-cli/releases/latest");
if (res.ok) await writeFile(join(dir, "release.json"), await res.text());
