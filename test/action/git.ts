import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A throwaway git repository for tests; commits are deterministic (fixed author and dates). */
export class TestRepo {
  readonly dir = mkdtempSync(join(tmpdir(), 'skillscan-git-'));

  constructor() {
    this.git('init', '-q', '-b', 'main');
  }

  git(...args: string[]): string {
    return execFileSync(
      'git',
      ['-C', this.dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
          GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
        },
      },
    ).trim();
  }

  write(files: Record<string, string | { symlink: string }>): this {
    for (const [path, content] of Object.entries(files)) {
      const abs = join(this.dir, path);
      mkdirSync(dirname(abs), { recursive: true });
      rmSync(abs, { force: true });
      if (typeof content === 'string') writeFileSync(abs, content);
      else symlinkSync(content.symlink, abs);
    }
    return this;
  }

  remove(...paths: string[]): this {
    for (const p of paths) rmSync(join(this.dir, p), { recursive: true, force: true });
    return this;
  }

  commit(message: string): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
