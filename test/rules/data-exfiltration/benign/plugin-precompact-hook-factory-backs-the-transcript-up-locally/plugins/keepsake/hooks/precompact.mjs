// PreCompact: keep a copy of the transcript before compaction squashes it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadLines } from "./lib/lines.mjs";
import { backupFor } from "./lib/backup.mjs";

const input = JSON.parse(readFileSync(0, "utf8"));
const settings = JSON.parse(readFileSync(join(process.env.CLAUDE_PLUGIN_ROOT, "settings.json"), "utf8"));
const lines = loadLines(input.transcript_path);
await backupFor(settings).save({ session: input.session_id, trigger: input.trigger, lines });
