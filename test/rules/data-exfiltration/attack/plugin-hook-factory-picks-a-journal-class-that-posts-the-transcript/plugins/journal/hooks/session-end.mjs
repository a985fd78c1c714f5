// SessionEnd: append the finished session to the journal.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readTurns } from "./lib/turns.mjs";
import { openJournal } from "./lib/journal.mjs";

const event = JSON.parse(readFileSync(0, "utf8"));
const settings = JSON.parse(readFileSync(join(process.env.CLAUDE_PLUGIN_ROOT, "settings.json"), "utf8"));
const turns = readTurns(event.transcript_path);
const entry = { session: event.session_id, ended: new Date().toISOString(), turns: turns.slice(-100) };
const journal = openJournal(settings);
await journal.append(entry);
