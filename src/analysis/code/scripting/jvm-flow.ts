import type { Value } from '../../facts.js';
import { concat } from '../values.js';
import { csharpRequests } from './csharp-requests.js';
import { dartRequests } from './dart-requests.js';
import { argsAt, splitTop } from './expr.js';
import { jvmRequests } from './jvm-requests.js';
import { receiverBefore } from './jvm-values.js';
import type { LibState } from './lib-values.js';
import { ScriptState, upTo } from './model.js';
import { swiftRequests } from './swift-requests.js';

/**
 * The parts of a Kotlin, Java or Groovy statement the call tables (lib-tables.ts) cannot say: reads and
 * writes spelled as a method of the path (`File(p).readText()`, `home.resolve("x").readBytes()`, Groovy's
 * `new File(p).text`, `f.writeText(s)`), a URL read the same way (`URL(u).readText()`, `new URL(u).text`:
 * a GET whose body is the value), the environment (`System.getenv()` whole or by name, Groovy's
 * `System.env`), and the HTTP clients (jvm-requests.ts).
 */

const READ_CHAIN =
  /\.\s*(readText|readBytes|readLines|bufferedReader|inputStream|reader|forEachLine|useLines|openStream|getText|eachLine|withReader|newReader|withInputStream|text|bytes|readAsStringSync|readAsString|readAsBytesSync|readAsBytes|readAsLinesSync|readAsLines|openRead)\b(?!\s*=[^=])/g;
/** Groovy properties that read a file (or a URL) only when the receiver is one. */
const PROPERTY_READ = new Set(['text', 'bytes']);
const WRITE_CHAIN = /\.\s*(writeText|writeBytes|appendText|appendBytes|setText)\s*\(/g;
const WRAPPED =
  /^(?:new\s+)?(?:java\.io\.|java\.net\.)?(?:File|URL|URI|Paths\.get|Path\.of|URI\.create)\s*\(/;
const URL = /^https?:\/\//;
const URL_MADE = /^(?:new\s+)?(?:java\.net\.)?(?:URL|URI)\b/;

export function jvmStatement(st: LibState): void {
  envReads(st);
  gradleProperties(st);
  builderBlock(st);
  chainReads(st);
  chainWrites(st);
  accumulate(st);
  jvmRequests(st);
  csharpRequests(st);
  dartRequests(st);
  swiftRequests(st);
}

/** Calls that add to a builder or collection the file made (`sb.append(x)`, `parts.add(x)`, `m.put(k, v)`). */
const MUTATE = /\b([A-Za-z_]\w{0,63})\s*\.\s*(?:append|appendLine|add|addAll|put|putAll|push|insert)\s*\(/g;

/**
 * What a statement adds to a variable without assigning it: a builder's `append`, a collection's
 * `add`/`put`, Kotlin's and Java's `x += v`. Inside a lambda (`env.forEach { (k, v) -> sb.append(v) }`) the
 * lambda's parameters are the receiver's elements, so what the whole statement reads flows in.
 */
function accumulate(st: LibState): void {
  const s = st.stmt.text;
  const add = (name: string, v: Value) => {
    if (v.literal) return;
    const prev = st.env.get(name);
    if (prev || st.env.size < 1024) st.env.set(name, prev ? concat([prev, v]) : v);
  };
  for (const m of upTo(s.matchAll(MUTATE), 8)) {
    if (!st.env.has(m[1]!)) continue;
    const args = argsAt(s, m.index + m[0].length - 1);
    const inLambda = s.lastIndexOf('{', m.index) > s.lastIndexOf('}', m.index);
    add(m[1]!, st.valueIn(inLambda ? 0 : m.index + m[0].length, args.end));
  }
  const plus = /^([A-Za-z_]\w{0,63})\s*\+=\s*/.exec(s);
  if (plus) add(plus[1]!, st.valueIn(plus[0].length, s.length));
}

const WHOLE_ENV =
  /\bProcessInfo\.processInfo\.environment\b(?!\s*\[)|\bPlatform\.environment\b(?!\s*\[)|\bEnvironment\.GetEnvironmentVariables\s*\(\s*\)|\bSystem\.getenv\s*\(\s*\)(?!\s*(?:\.\s*get(?:OrDefault)?\s*\(|\[))|\bSystem\.env\b(?!\s*(?:\.\s*\w|\[))/g;
const ONE_ENV =
  /\bSystem\.getenv\s*\(\s*(?:\)\s*(?:\.\s*get(?:OrDefault)?\s*\(|\[)\s*)?["']([A-Za-z_]\w{0,127})["']|\bSystem\.env\s*(?:\.\s*([A-Za-z_]\w{0,127})|\[\s*["']([A-Za-z_]\w{0,127})["'])|\bproviders\.environmentVariable\s*\(\s*["']([A-Za-z_]\w{0,127})["']|\bEnvironment\.GetEnvironmentVariable\s*\(\s*"([A-Za-z_]\w{0,127})"|\bPlatform\.environment\s*\[\s*['"]([A-Za-z_]\w{0,127})['"]|\bProcessInfo\.processInfo\.environment\s*\[\s*"([A-Za-z_]\w{0,127})"/g;

function envReads(st: LibState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(WHOLE_ENV), 8))
    st.addSpan(m.index, m.index + m[0].length, ScriptState.EVERY_VARIABLE);
  for (const m of upTo(s.matchAll(ONE_ENV), 16)) {
    const end = m.index + m[0].length;
    st.addSpan(
      m.index,
      end,
      st.readEnv((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7])!, m.index, end),
    );
  }
}

function chainReads(st: LibState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(READ_CHAIN), 8)) {
    const receiver = receiverBefore(s, m.index);
    if (receiver === '' || st.requests.has(receiver)) continue;
    const end = m.index + m[0].length;
    const target = st.text(receiver);
    // `URL(u).readText()` is a download whatever `u` holds; a path that spells a URL is one too.
    if (URL.test(target.text) || URL_MADE.test(receiver)) {
      st.addSpan(m.index, end, st.request(`URL.${m[1]}`, 'GET', target, [], [], { start: m.index, end }));
      continue;
    }
    const named = WRAPPED.test(receiver) || /^[~/.]|\//.test(target.text);
    if (PROPERTY_READ.has(m[1]!) && !named) continue;
    if (!named && target.literal) continue;
    const start = s.indexOf(receiver, Math.max(0, m.index - receiver.length - 8));
    st.addSpan(start < 0 ? m.index : start, end, st.readFile(receiver, m.index, end));
  }
}

function chainWrites(st: LibState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(WRITE_CHAIN), 8)) {
    const receiver = receiverBefore(s, m.index);
    const arg = splitTop(argsAt(s, m.index + m[0].length - 1).text)[0];
    if (receiver === '' || !arg) continue;
    const at = s.indexOf(arg, m.index);
    const content: Value = st.valueIn(at, at + arg.length);
    st.wrote(receiver, content);
  }
}

/**
 * Gradle properties read by name (`providers.gradleProperty("x")`, `findProperty("x")`, `project.property(…)`,
 * `project.properties["x"]`): Gradle resolves them from `-P`, `ORG_GRADLE_PROJECT_x` and the user's
 * `~/.gradle/gradle.properties`, where publishing and signing secrets live. A name that says it is one
 * (`mavenCentralPassword`, `signingInMemoryKey`) is that secret: no `read` fact (a publishing block hands it
 * to Gradle all the time), but sent anywhere it is the registry login leaving. The name may come from a list
 * a lambda walks (`keys.associateWith { k -> providers.gradleProperty(k) }`).
 */
const GRADLE_PROPERTY =
  /\b(?:providers\.gradleProperty|(?:project\.)?findProperty|project\.property|project\.properties\s*\[|properties\s*\[)\s*\(?\s*/g;
const SECRET_PROPERTY = /(?:password|passwd|secret|token|credential|(?:signing|gpg|pgp|private)\w{0,30}key)/i;

function gradleProperties(st: LibState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(GRADLE_PROPERTY), 8)) {
    const arg = /^(?:"([\w.-]{1,100})"|'([\w.-]{1,100})'|([A-Za-z_]\w{0,63}))/.exec(
      s.slice(m.index + m[0].length),
    );
    if (!arg) continue;
    const names = arg[3] !== undefined ? lambdaItems(st, s, arg[3]) : [arg[1] ?? arg[2]!];
    const secret = names.find((n) => SECRET_PROPERTY.test(n));
    if (!secret) continue;
    const end = m.index + m[0].length + arg[0].length;
    st.addSpan(m.index, end, {
      text: `\${gradle property ${secret}}`,
      literal: false,
      taints: ['secret'],
      secret: 'registry-token',
      from: '~/.gradle/gradle.properties',
    });
  }
}

/** The literal items of the list a lambda parameter walks (`keys.forEach { k ->`, `keys.map { it … }`). */
function lambdaItems(st: LibState, s: string, param: string): string[] {
  const arrow = param === 'it' ? '(?![^{}\\n]{0,80}->)' : `${param}\\s*->`;
  const walk = new RegExp(
    `\\b([A-Za-z_]\\w{0,63})\\s*\\.\\s*(?:forEach|map|mapNotNull|associateWith|associate|flatMap|filter|onEach)\\s*\\{\\s*${arrow}`,
  ).exec(s);
  const items = walk ? (st.lists.get(walk[1]!) ?? []) : [];
  return items.map((i) => i.trim().replace(/^["']|["']$/g, ''));
}

/**
 * Kotlin's builder blocks (`val body = buildString {` … `append(x)` … `}`, `buildList`, `buildMap`,
 * `StringBuilder().apply {`): what the block's statements append is the variable's value.
 */
const BUILDER_START =
  /^(?:val|var)\s+([A-Za-z_]\w{0,63})\s*(?::[^=]{1,60})?=\s*(?:buildString|buildList|buildMap|buildSet|buildJsonObject|(?:StringBuilder|mutableListOf|mutableMapOf|ArrayList|HashMap)\s*(?:<[^>]{0,60}>)?\s*\(\s*\)\s*\.\s*apply)\s*$/;
const BUILDERS = new WeakMap<LibState, { name: string; indent: number }>();

function builderBlock(st: LibState): void {
  const s = st.stmt.text;
  const start = BUILDER_START.exec(s);
  if (start) {
    BUILDERS.set(st, { name: start[1]!, indent: st.stmt.indent });
    return;
  }
  const b = BUILDERS.get(st);
  if (!b) return;
  if (st.stmt.indent <= b.indent) {
    BUILDERS.delete(st);
    return;
  }
  if (!/^(?:this\.)?(?:append|appendLine|add|addAll|put|putAll|set)\s*\(/.test(s)) return;
  const v = st.valueIn(0, s.length);
  if (v.literal) return;
  const prev = st.env.get(b.name);
  st.env.set(b.name, prev && !prev.literal ? concat([prev, v]) : v);
}
