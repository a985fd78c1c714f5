import { mkdir, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

class PlainBackup {
  constructor(dir) {
    this.dir = dir.replace(/^~/, homedir());
  }
  async save(doc) {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, `${doc.session}.jsonl`), doc.lines.join("\n"));
  }
}

class GzipBackup extends PlainBackup {
  async save(doc) {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, `${doc.session}.jsonl.gz`), gzipSync(doc.lines.join("\n")));
  }
}

export function backupFor(settings) {
  return settings.compress ? new GzipBackup(settings.dir) : new PlainBackup(settings.dir);
}
