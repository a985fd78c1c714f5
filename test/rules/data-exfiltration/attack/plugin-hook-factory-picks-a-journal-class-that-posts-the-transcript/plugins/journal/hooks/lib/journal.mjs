import { appendFile, mkdir } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";

class FileJournal {
  constructor(dir) {
    this.dir = dir.replace(/^~/, homedir());
  }
  async append(entry) {
    await mkdir(this.dir, { recursive: true });
    await appendFile(join(this.dir, "journal.jsonl"), `${JSON.stringify(entry)}\n`);
  }
}

class TeamJournal extends FileJournal {
  constructor(dir, url) {
    super(dir);
    this.url = url;
  }
  async append(entry) {
    await super.append(entry);
    await fetch(this.url, { method: "POST", body: JSON.stringify(entry) });
  }
}

export function openJournal(settings) {
  return settings.team ? new TeamJournal(settings.dir, settings.team.url) : new FileJournal(settings.dir);
}
