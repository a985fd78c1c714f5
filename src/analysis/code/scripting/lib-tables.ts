import type { LibLang } from './lib-lang.js';

/**
 * What the library calls of PHP, Lua, Go, Rust and the JVM languages do, one table per language, read by
 * src/analysis/code/scripting/lib-flow.ts. Each pattern matches a call's name up to its arguments (the
 * `(` is left for `argsAt`, or the bare operand for PHP's `require $f`); argument positions say where the
 * URL, path, content or code sits. Requests that are builder chains (Rust `ureq::post(u).send_string(x)`)
 * or option tables (Lua `https.request{…}`, PHP stream contexts) are read in lib-requests.ts.
 */

export interface FetchCall {
  re: RegExp;
  url: number;
  /** Where the request body is, for calls that send one (`http.Post(url, type, body)`). */
  body?: number;
  method: 'GET' | 'POST';
  /** Only when the argument spells a URL (`file_get_contents` also reads files; `x.Get` is any method). */
  needsUrl?: boolean;
  /** Where the call saves the body instead of returning it (premake's `http.download(url, file)`). */
  file?: number;
}

export interface LangTable {
  /** Calls whose result is the body (or a response) of a URL. */
  fetch: readonly FetchCall[];
  /** Calls that read a file, the path at `path`. */
  read: ReadonlyArray<{ re: RegExp; path: number; mode?: number }>;
  /** Calls that write `content` to the file at `path`. */
  write: ReadonlyArray<{ re: RegExp; path: number; content: number }>;
  /** Calls that open a file for writing and return its handle (the mode at `mode`, when there is one). */
  openWrite: ReadonlyArray<{ re: RegExp; path: number; mode?: number }>;
  /** Writes through a handle: the handle at `handle`, the content at `content`. */
  handleWrite: ReadonlyArray<{ re: RegExp; handle: number; content: number }>;
  /** Writes through a handle spelled as the receiver (`f:write(x)`, `f.write_all(x)`): group 1 is the handle. */
  methodWrite?: RegExp;
  /** Code given as a value: `eval($x)`, `load(x)`. */
  evalCode: ReadonlyArray<{ re: RegExp; via: string; arg: number }>;
  /** A file run as code or loaded as a library: `require $f`, `dofile(f)`, `Library::new(p)`. */
  loadFile: ReadonlyArray<{ re: RegExp; via: string; arg: number }>;
  /** A program started with its arguments as a list: `exec.Command(prog, args…)`. */
  command?: ReadonlyArray<{ re: RegExp; via: string; first: number }>;
  /** Strings run by a shell: `shell_exec($x)`, `os.execute(x)`; a downloaded value there runs it. */
  shellString: ReadonlyArray<{ re: RegExp; via: string }>;
}

const PHP: LangTable = {
  fetch: [
    // A URL read like a file; with a stream context it may be a POST (lib-requests.ts).
    {
      re: /(?<![\w$>])(?:file_get_contents|file|fopen|readfile|simplexml_load_file)\s*(?=\()/g,
      url: 0,
      method: 'GET',
      needsUrl: true,
    },
    { re: /\bHttp::(?:get|withHeaders\([^)]{0,200}\)->get)\s*(?=\()/g, url: 0, method: 'GET' },
    // WordPress's HTTP API: the second argument's array holds the request (`'body' => …`).
    { re: /(?<![\w$>])wp_(?:safe_)?remote_(?:post|request)\s*(?=\()/g, url: 0, body: 1, method: 'POST' },
    { re: /(?<![\w$>])wp_(?:safe_)?remote_(?:get|head)\s*(?=\()/g, url: 0, method: 'GET' },
  ],
  read: [
    { re: /(?<![\w$>])(?:file_get_contents|file|parse_ini_file|readfile)\s*(?=\()/g, path: 0 },
    { re: /(?<![\w$>])fopen\s*(?=\()/g, path: 0, mode: 1 },
  ],
  write: [{ re: /(?<![\w$>])(?:file_put_contents|copy)\s*(?=\()/g, path: 0, content: 1 }],
  openWrite: [{ re: /(?<![\w$>])fopen\s*(?=\()/g, path: 0, mode: 1 }],
  handleWrite: [{ re: /(?<![\w$>])(?:fwrite|fputs|stream_copy_to_stream)\s*(?=\()/g, handle: 0, content: 1 }],
  evalCode: [
    { re: /(?<![\w$>])eval\s*(?=\()/g, via: 'eval', arg: 0 },
    { re: /(?<![\w$>])(?:assert|create_function)\s*(?=\()/g, via: 'eval', arg: 0 },
  ],
  loadFile: [{ re: /(?<![\w$>])(require|include)(?:_once)?\b\s*/g, via: 'require', arg: 0 }],
  shellString: [
    { re: /(?<![\w$>])(?:shell_exec|system|exec|passthru|popen|proc_open)\s*(?=\()/g, via: 'shell_exec' },
  ],
};

const LUA: LangTable = {
  fetch: [
    // Hosts' own HTTP modules (LuaSocket/LuaSec are read in lib-requests.ts). premake 5's built-in
    // `http.get(url, opts)` returns the body first, `http.post(url, data, opts)` sends `data`,
    // `http.download(url, file, opts)` saves it; Hammerspoon's `hs.http.get/post` and their async forms
    // (status first, then the body: Lua's multiple assignment gives every name the call's value).
    { re: /(?<![\w.:])(?:hs\.)?http\.(?:get|asyncGet)\s*(?=\()/g, url: 0, method: 'GET', needsUrl: true },
    {
      re: /(?<![\w.:])(?:hs\.)?http\.(?:post|asyncPost|put|asyncPut)\s*(?=\()/g,
      url: 0,
      body: 1,
      method: 'POST',
    },
    { re: /(?<![\w.:])hs\.http\.do(?:Async)?Request\s*(?=\()/g, url: 0, body: 2, method: 'POST' },
    { re: /(?<![\w.:])http\.download\s*(?=\()/g, url: 0, file: 1, method: 'GET', needsUrl: true },
  ],
  read: [
    { re: /\bio\.open\s*(?=\()/g, path: 0, mode: 1 },
    { re: /\bio\.lines\s*(?=\()/g, path: 0 },
    {
      re: /\b(?:vim\.fn\.readfile|vim\.secure\.read|pl\.utils\.readfile|utils\.readfile)\s*(?=\()/g,
      path: 0,
    },
  ],
  write: [],
  openWrite: [{ re: /\bio\.open\s*(?=\()/g, path: 0, mode: 1 }],
  handleWrite: [],
  methodWrite: /\b([A-Za-z_]\w{0,63})\s*:\s*write\s*\(/,
  // `(loadstring or load)(src)`: whichever the Lua version has, called on the value.
  evalCode: [
    {
      re: /(?<![\w.:])(?:load|loadstring|\(\s*(?:load|loadstring)\s+or\s+(?:load|loadstring)\s*\))\s*(?=\()/g,
      via: 'load',
      arg: 0,
    },
  ],
  loadFile: [{ re: /(?<![\w.:])(dofile|loadfile)\s*(?=\()/g, via: 'dofile', arg: 0 }],
  shellString: [{ re: /\b(?:os\.execute|io\.popen|vim\.fn\.system)\s*(?=\()/g, via: 'os.execute' }],
};

const GO: LangTable = {
  fetch: [
    { re: /\bhttp\.(?:Get|Head)\s*(?=\()/g, url: 0, method: 'GET' },
    { re: /\bhttp\.Post\s*(?=\()/g, url: 0, body: 2, method: 'POST' },
    { re: /\bhttp\.PostForm\s*(?=\()/g, url: 0, body: 1, method: 'POST' },
    {
      re: /\b(?!http\.)[a-z]\w{0,30}\.(?:Get)\s*(?=\(\s*(?:"https?:|[a-z]\w*\s*\+|[a-z]\w*\s*\)))/g,
      url: 0,
      method: 'GET',
      needsUrl: true,
    },
    {
      re: /\b(?!http\.)[a-z]\w{0,30}\.Post\s*(?=\(\s*(?:"https?:|[a-z]\w*\s*[+,]))/g,
      url: 0,
      body: 2,
      method: 'POST',
      needsUrl: true,
    },
  ],
  read: [{ re: /\b(?:os\.ReadFile|ioutil\.ReadFile|os\.Open|os\.OpenFile)\s*(?=\()/g, path: 0 }],
  write: [{ re: /\b(?:os\.WriteFile|ioutil\.WriteFile)\s*(?=\()/g, path: 0, content: 1 }],
  openWrite: [{ re: /\b(?:os\.Create|os\.CreateTemp|ioutil\.TempFile|os\.OpenFile)\s*(?=\()/g, path: 0 }],
  handleWrite: [
    { re: /\bio\.(?:Copy|CopyN|CopyBuffer)\s*(?=\()/g, handle: 0, content: 1 },
    { re: /\bfmt\.Fprint(?:f|ln)?\s*(?=\()/g, handle: 0, content: 1 },
  ],
  methodWrite: /\b([A-Za-z_]\w{0,63})\.(?:Write|WriteString|ReadFrom)\s*\(/,
  evalCode: [{ re: /\b(?:yaegi|interp)\.\w*\.?Eval\s*(?=\()/g, via: 'yaegi', arg: 0 }],
  loadFile: [{ re: /\bplugin\.Open\s*(?=\()/g, via: 'plugin.Open', arg: 0 }],
  command: [
    { re: /\bexec\.Command\s*(?=\()/g, via: 'exec.Command', first: 0 },
    { re: /\bexec\.CommandContext\s*(?=\()/g, via: 'exec.Command', first: 1 },
    { re: /\bsyscall\.Exec\s*(?=\()/g, via: 'syscall.Exec', first: 0 },
  ],
  shellString: [],
};

const RUST: LangTable = {
  fetch: [
    {
      re: /\b(?:reqwest::(?:blocking::)?get|ureq::get|attohttpc::get|minreq::get|surf::get)\s*(?=\()/g,
      url: 0,
      method: 'GET',
    },
    {
      re: /\.\s*get\s*(?=\(\s*(?:"https?:|&?[A-Z_]{2,}|&?[a-z_]\w*\s*\)|&?format!))/g,
      url: 0,
      method: 'GET',
      needsUrl: true,
    },
  ],
  read: [
    {
      re: /\b(?:(?:std::)?fs::(?:read_to_string|read)|(?:std::fs::)?File::open|tokio::fs::(?:read_to_string|read))\s*(?=\()/g,
      path: 0,
    },
  ],
  write: [{ re: /\b(?:(?:std::)?fs::write|tokio::fs::write|fs::copy)\s*(?=\()/g, path: 0, content: 1 }],
  openWrite: [
    { re: /\b(?:(?:std::fs::)?File::create|OpenOptions::new\(\)[^;]{0,200}\.open)\s*(?=\()/g, path: 0 },
  ],
  handleWrite: [{ re: /\b(?:std::)?io::copy\s*(?=\()/g, handle: 1, content: 0 }],
  methodWrite: /\b([A-Za-z_]\w{0,63})\s*\.\s*(?:write_all|write)\s*\(/,
  evalCode: [],
  loadFile: [
    { re: /\b(?:libloading::)?Library::new\s*(?=\()/g, via: 'libloading', arg: 0 },
    { re: /\b(?:libc::)?dlopen\s*(?=\()/g, via: 'dlopen', arg: 0 },
  ],
  command: [{ re: /\b(?:std::process::)?Command::new\s*(?=\()/g, via: 'Command::new', first: 0 }],
  shellString: [],
};

/**
 * Kotlin, Java, Groovy and C#. Reads and writes spelled as a chain on a path (`File(p).readText()`,
 * `home.resolve("x").writeText(s)`), the environment, `HttpURLConnection`, `java.net.http`, OkHttp and
 * Apache HttpClient requests are read in jvm-flow.ts and jvm-requests.ts.
 */
const JVM: LangTable = {
  fetch: [],
  read: [
    {
      re: /(?<![\w.])(?:java\.nio\.file\.)?Files\.(?:readString|readAllBytes|readAllLines|lines|newBufferedReader|newInputStream)\s*(?=\()/g,
      path: 0,
    },
    { re: /(?<![\w.])(?:new\s+)?(?:java\.io\.)?(?:FileInputStream|FileReader)\s*(?=\()/g, path: 0 },
    // C#: `File.ReadAllText(p)`, a `FileStream`/`StreamReader` opened on it.
    {
      re: /(?<![\w.])(?:System\.IO\.)?File\.(?:ReadAllText|ReadAllBytes|ReadAllLines|ReadLines|OpenRead|OpenText)(?:Async)?\s*(?=\()/g,
      path: 0,
    },
    { re: /(?<![\w.])new\s+(?:FileStream|StreamReader|BinaryReader)\s*(?=\()/g, path: 0 },
    // XML documents loaded from a path (C# `XDocument.Load(p)`, `XElement.Load`, `XmlDocument.Load`): a
    // NuGet.Config, a Maven settings.xml.
    { re: /(?<![\w.])(?:XDocument|XElement|XmlReader)\.(?:Load|LoadAsync|Create)\s*(?=\()/g, path: 0 },
    // Swift: `String(contentsOf: url)`, `Data(contentsOf:)`, `FileManager.default.contents(atPath:)`.
    { re: /(?<![\w.])(?:String|Data|NSString|NSData)(?=\s*\(\s*contentsOf(?:File|URL)?\s*:)/g, path: 0 },
    { re: /\bFileManager\.default\.contents(?=\s*\(\s*atPath\s*:)/g, path: 0 },
  ],
  write: [{ re: /(?<![\w.])Files\.(?:writeString|write)\s*(?=\()/g, path: 0, content: 1 }],
  openWrite: [
    {
      re: /(?<![\w.])(?:(?:new\s+)?(?:FileOutputStream|FileWriter|PrintWriter)|Files\.(?:newOutputStream|newBufferedWriter))\s*(?=\()/g,
      path: 0,
    },
  ],
  handleWrite: [],
  methodWrite: /\b([A-Za-z_]\w{0,63})\s*\.\s*(?:write|print|println|append)\s*\(/,
  evalCode: [
    {
      re: /(?:\bGroovyShell\s*\([^()]{0,80}\)\s*\.\s*(?:evaluate|run|parse)|\bEval\.me|\b[a-z]\w{0,30}[Ee]ngine\s*\.\s*eval)\s*(?=\()/g,
      via: 'script engine',
      arg: 0,
    },
  ],
  loadFile: [{ re: /\bSystem\.load\s*(?=\()/g, via: 'System.load', arg: 0 }],
  command: [
    { re: /(?<![\w.])(?:new\s+)?ProcessBuilder\s*(?=\()/g, via: 'ProcessBuilder', first: 0 },
    { re: /\bRuntime\.getRuntime\(\)\s*\.\s*exec\s*(?=\()/g, via: 'Runtime.exec', first: 0 },
    { re: /(?<![\w.])(?:Process\.Start|new\s+ProcessStartInfo)\s*(?=\()/g, via: 'Process.Start', first: 0 },
  ],
  shellString: [],
};

export const TABLES: Record<LibLang, LangTable> = { php: PHP, lua: LUA, go: GO, rust: RUST, jvm: JVM };

/** Programs that run the file (or standard input) they are given as code. */
export const INTERPRETER =
  /^(?:.*\/)?(?:(?:ba|z|k|da|a)?sh|python[\d.]*|node|perl|ruby|php|lua|pwsh|powershell|bun|deno|cmd(?:\.exe)?)$/i;
