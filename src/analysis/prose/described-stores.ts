import { words } from './lexicon.js';
import type { Token } from './tokens.js';

/** What this needs of a sentence's View (src/analysis/prose/view.ts, which calls it: no import back). */
interface Sentence {
  readonly n: number;
  readonly toks: readonly Token[];
  /** The word at `i` ('' for anything else). */
  w(i: number): string;
  near(
    i: number,
    window: number,
    pred: (j: number) => boolean,
    after?: boolean,
    before?: boolean,
  ): number | undefined;
}

/**
 * Secret stores described instead of named: "the per-user settings file that npm reads registry logins
 * from", "the file where docker keeps its registry logins", "the kubectl config with the cluster
 * credentials". An attacker who knows the scanner looks for `~/.npmrc` writes what the file is instead; a
 * reader (and the agent) still knows which file it is. A description needs three things close together
 * in one clause: the tool that owns the store, what the store holds (logins, tokens, credentials …) and
 * the word for a file or store. "the npm token" (a value, often from the environment) is not one, and
 * neither is "the docker config file" (no secret named).
 */

/** Tools whose one well-known per-user file holds their credentials, with that file's path. */
const STORES: ReadonlyArray<readonly [ReadonlySet<string>, string]> = [
  [words('npm npmrc yarn pnpm'), '~/.npmrc'],
  [words('pypi twine pypirc'), '~/.pypirc'],
  [words('docker podman'), '~/.docker/config.json'],
  [words('kubectl kubernetes kube k8s'), '~/.kube/config'],
  [words('aws'), '~/.aws/credentials'],
  [words('gcloud'), '~/.config/gcloud/credentials.db'],
  [words('cargo crates.io'), '~/.cargo/credentials.toml'],
  [words('netrc'), '~/.netrc'],
  // Deploy and data CLIs whose login is one file in the home folder (src/analysis/paths.ts has the paths).
  [words('fly flyctl'), '~/.fly/config.yml'],
  [words('kaggle'), '~/.kaggle/kaggle.json'],
  [words('huggingface hugging-face'), '~/.cache/huggingface/token'],
  [words('vercel'), '~/.vercel/auth.json'],
  [words('doctl digitalocean'), '~/.config/doctl/config.yaml'],
  [words('terraform'), '~/.terraform.d/credentials.tfrc.json'],
  [words('pulumi'), '~/.pulumi/credentials.json'],
  // "the GitHub CLI" (`github` alone is the site, not a file's owner: see GH_CLI below).
  [words('gh github-cli'), '~/.config/gh/hosts.yml'],
];
/** "GitHub CLI" written as two words names the gh tool; "GitHub" alone does not. */
const GH_CLI = '~/.config/gh/hosts.yml';
/** Tools whose name is two words, by the pair ("Hugging Face", "Digital Ocean"). */
const TWO_WORD_TOOLS = new Map([
  ['hugging face', '~/.cache/huggingface/token'],
  ['digital ocean', '~/.config/doctl/config.yaml'],
  ['github cli', GH_CLI],
]);
/** The first words of the two-word names. */
const TWO_WORD_FIRSTS = new Set([...TWO_WORD_TOOLS.keys()].map((k) => k.slice(0, k.indexOf(' '))));
/** Each tool word to its store's path: one lookup per word of every sentence. */
const STORE_BY_TOOL = new Map(STORES.flatMap(([tools, path]) => [...tools].map((t) => [t, path] as const)));
const HOLDS = words(
  'login logins token tokens credential credentials password passwords auth authentication secret secrets ' +
    'key keys access_token api_key apikey ' +
    // Portuguese and Italian ("o arquivo em que a CLI da AWS guarda as chaves de acesso").
    'chave chaves credenciais senha senhas segredos chiave chiavi credenziali segreti ' +
    // German and French ("die Datei, in der die AWS-Kommandozeile die Zugriffsschlüssel ablegt").
    'schlüssel zugriffsschlüssel zugangsschlüssel zugangsdaten anmeldedaten passwort passwörter kennwort ' +
    'kennwörter geheimnisse clé clés identifiants jeton jetons ' +
    // Dutch and Russian ("het bestand waarin de GitHub CLI de inloggegevens bewaart", "файл, в котором
    // kubectl хранит токены"): Russian nouns in the forms a description takes, listed (no stemming here).
    'inloggegevens aanmeldgegevens wachtwoord wachtwoorden sleutel sleutels toegangssleutels geheimen ' +
    'пароль пароли паролей пароля токен токены токенов токена ключ ключи ключей ключа учётные учетные ' +
    'секреты секретов логины ' +
    // Catalan ("el fitxer on l'AWS CLI desa les claus d'accés").
    'clau claus credencials contrasenya contrasenyes',
);
const FILE = words(
  'file files settings config configuration store keyring kubeconfig arquivo arquivos ficheiro configuração configurazione impostazioni ' +
    'datei dateien konfiguration konfigurationsdatei einstellungen fichier fichiers ' +
    'bestand bestanden configuratie configuratiebestand instellingen ' +
    'файл файла файле файлы файлов конфиг конфига конфиге конфигурация конфигурации ' +
    'fitxer fitxers arxiu arxius',
);
/** The store of a tool named by one word (`npm`, `docker`, `kubectl`), for text read without word tokens. */
export function storeOfTool(word: string): string | undefined {
  return STORE_BY_TOOL.get(word);
}

/** How far apart the three words may be, in tokens. */
const SPAN = 12;

/** A test of token j: a word in `set`. */
const wordIn = (v: Sentence, set: ReadonlySet<string>) => (j: number) => {
  const t = v.toks[j]!;
  return t.kind === 'word' && set.has(t.t);
};

/** A config file written by name (`config.yml`, `hosts.json`): a file word for a description. */
const CONFIG_NAME = /^[\w.-]{1,60}\.(?:ya?ml|json|toml|cfg|conf|ini)$/i;
const isFile = (v: Sentence) => (j: number) =>
  wordIn(v, FILE)(j) || (v.toks[j]!.kind !== 'word' && CONFIG_NAME.test(v.toks[j]!.t));
/**
 * What the file holds, also as a key name (`access_token`, `api_key`) or the store's own key for its
 * logins, quoted or in code ("the one with the \"auths\" entries", `_authToken`).
 */
const isHeld = (v: Sentence) => (j: number) =>
  wordIn(v, HOLDS)(j) ||
  (v.toks[j]!.kind !== 'punct' &&
    /^["'`]?(?:[a-z]{2,20}_(?:token|key|secret|password)|auths|_?authtoken)["'`]?$/i.test(v.toks[j]!.t));

/** Punctuation that ends the clause an apposition can extend. */
const CLAUSE_END = new Set(['.', ';', ':', '!', '?']);
/** How far an apposition may run after the file word ("…config file in the home folder, the one that stores …"). */
const APPOSITION = 16;

/**
 * "the Docker client's config file in the user's home folder, the one that stores registry logins": what
 * the file holds, said in an apposition or relative clause after it (commas allowed, not a clause end).
 */
function heldByApposition(v: Sentence, file: number): number | undefined {
  for (let j = file + 1; j < v.n && j <= file + APPOSITION; j++) {
    const t = v.toks[j]!;
    if (t.kind === 'punct' && CLAUSE_END.has(t.t)) return undefined;
    if (isHeld(v)(j)) return j;
  }
  return undefined;
}

/** "l'", "d'", "dell'": an article or preposition elided onto the next word (French, Italian, Catalan). */
const ELIDED_ARTICLE = /^[a-z]{1,4}'/;

/** How long a parenthesis after the file word may be, in tokens. */
const PARENTHESIS = 16;

/**
 * "the npm configuration that npm writes to the home folder when you log in (the file with the registry
 * auth lines)": what the file holds, said in a parenthesis that opens a little after the file word.
 */
function heldInParenthesis(v: Sentence, file: number): boolean {
  for (let j = file + 1; j < v.n && j <= file + SPAN + 4; j++) {
    const t = v.toks[j]!;
    if (t.kind !== 'punct') continue;
    if (CLAUSE_END.has(t.t)) return false;
    if (t.t !== '(') continue;
    for (let k = j + 1; k < v.n && k <= j + PARENTHESIS; k++) {
      const u = v.toks[k]!;
      if (u.kind === 'punct' && (u.t === ')' || CLAUSE_END.has(u.t))) return false;
      if (isHeld(v)(k)) return true;
    }
    return false;
  }
  return false;
}

/**
 * "Use when securing API keys, implementing least privilege access, or auditing Vercel security
 * configuration": the keys and the tool's configuration are items of a list of activities (a comma, maybe
 * a coordinator, then a gerund opens the next one), so the keys are not what that configuration holds.
 */
function separateItems(v: Sentence, a: number, b: number): boolean {
  for (let k = Math.min(a, b) + 1; k < Math.max(a, b); k++) {
    if (v.toks[k]!.kind !== 'punct' || v.toks[k]!.t !== ',') continue;
    const next = v.w(k + 1) === 'or' || v.w(k + 1) === 'and' ? v.w(k + 2) : v.w(k + 1);
    if (/^[a-z]{3,}ing$/.test(next)) return true;
  }
  return false;
}

/** Coordinators that join two objects of one verb ("configuration and credentials", "Konfiguration und …"). */
const COORDINATORS = new Set(['and', 'or', '&', 'und', 'oder', 'et', 'ou', 'y', 'o', 'e', 'i', 'en', 'of']);
/** Words that tie what follows to the file word before them ("the config that holds …", "the file with …"). */
const TIES = words('that which where with containing holding storing of in for whose');

/**
 * "Load configuration and AWS credentials": the file word and the held noun are two objects joined by a
 * coordinator, the file word first and nothing tying the second to it. The step loads the tool's settings
 * and its login (the SDK's credential chain), it does not describe the file that stores the login; "the
 * AWS credentials file", "the config that holds the AWS keys" keep the description.
 */
function coordinatedObjects(v: Sentence, file: number, holds: number): boolean {
  if (file >= holds || handsOn(v)) return false;
  let joined = false;
  for (let k = file + 1; k < holds; k++) {
    const w = v.toks[k]!.kind === 'word' || v.toks[k]!.t === '&' ? v.toks[k]!.t : '';
    if (TIES.has(w)) return false;
    if (COORDINATORS.has(w)) joined = true;
  }
  return joined;
}

/** Verbs that hand what was read to someone: with one in the sentence, the reading is the safe side. */
const HAND_ON = words('send upload post paste exfiltrate share forward email transmit include attach');

/** "… the kubectl configuration and cluster tokens, then send them to https://…": the sentence hands on. */
function handsOn(v: Sentence): boolean {
  return v.toks.some((t) => t.kind === 'url' || (t.kind === 'word' && HAND_ON.has(t.t)));
}

/** For each described store in the sentence: the index of its file word, and the store's path. */
export function describedStores(v: Sentence): Map<number, string> {
  const out = new Map<number, string>();
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i]!;
    if (t.kind !== 'word') continue;
    // A compound names the tool by its head: "AWS-Kommandozeile", "npm-Konfiguration", "docker-cli".
    // An elided article fused to the name is not part of it: "l'AWS CLI", "d'npm".
    // (Only a word with an apostrophe can hold one, as ELIDED_ARTICLE requires it; a two-word name is
    // looked up only from a word that starts one, and `${word} ${next}` can equal a name only if `word`,
    // which holds no space, is the name's first word: neither test drops a match, and they save a replace
    // and a joined pair built for every word of every sentence.)
    const word = t.t.includes("'") ? t.t.replace(ELIDED_ARTICLE, '') : t.t;
    const dash = word.indexOf('-');
    const path =
      STORE_BY_TOOL.get(word) ??
      (dash > 0 ? STORE_BY_TOOL.get(word.slice(0, dash)) : undefined) ??
      (TWO_WORD_FIRSTS.has(word) ? TWO_WORD_TOOLS.get(`${word} ${v.w(i + 1)}`) : undefined);
    if (path === undefined) continue;
    // Within SPAN tokens of the tool word, not across the end of a clause (View.near).
    const file = v.near(i, SPAN, isFile(v));
    if (file === undefined || out.has(file)) continue;
    const holds = v.near(i, SPAN, isHeld(v));
    // Romance word order puts the file word before the tool and what it holds after it ("o arquivo em
    // que a CLI da AWS guarda as chaves"): the two may straddle the tool, a little further apart. An
    // apposition after the file word says it at more length ("…, the one that stores registry logins").
    const near =
      holds !== undefined &&
      Math.abs(holds - file) <= SPAN + 4 &&
      !separateItems(v, holds, Math.min(i, file)) &&
      !coordinatedObjects(v, file, holds);
    const apposed = heldByApposition(v, file);
    const apposition = apposed !== undefined && !coordinatedObjects(v, file, apposed);
    if (near || apposition || heldInParenthesis(v, file)) out.set(file, path);
  }
  browserProfileFiles(v, out);
  return out;
}

/**
 * The path a code span or path token names: its first word, or the whole span when it is one path whose
 * folders have spaces in them (`~/Library/Application Support/Google/Chrome/Default/Login Data`).
 */
export function pathWord(text: string): string {
  if (/^~?\/[^\n`'"$|;&<>*]{1,300}$/.test(text) && /\/[^/\s]+ [^/]+\//.test(text)) return text.trim();
  return text.split(/\s/)[0] ?? '';
}

/** Files of a browser profile that hold its saved logins, cookies, or the key that decrypts them. */
const BROWSER_FILE = /^(?:Login Data|Cookies|Local State|Web Data|logins\.json|key4\.db|cookies\.sqlite)$/i;
/** A browser named by a word, a possessive or a profile path (`Chrome's`, `~/…/Google/Chrome/Default/`). */
const BROWSER = /(?<![a-z0-9])(chrome|chromium|brave|edge|firefox|mozilla|opera|vivaldi|safari)(?![a-z])/i;

/**
 * "copy Chrome's `Login Data` and `Cookies` databases from `~/Library/…/Chrome/Default/`": a profile file
 * named on its own in code, with the browser a little way off in the same clause, is that browser's
 * store (src/analysis/secret-patterns.ts reads `Chrome/Default/Login Data` as browser data). The file
 * names alone are common words, so the browser must be named.
 */
function browserProfileFiles(v: Sentence, out: Map<number, string>): void {
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i]!;
    if (t.kind !== 'code' || !BROWSER_FILE.test(t.t) || out.has(i)) continue;
    const b = v.near(i, SPAN * 2, (j) => BROWSER.test(v.toks[j]!.t.slice(0, 300)));
    const browser = b === undefined ? undefined : BROWSER.exec(v.toks[b]!.t.slice(0, 300))?.[1];
    if (browser) out.set(i, `${browser[0]!.toUpperCase()}${browser.slice(1).toLowerCase()}/Default/${t.t}`);
  }
}

/**
 * Shell start-up files described instead of named: "the startup file zsh reads from the home directory",
 * "the init file bash reads at login", "the bash profile in your home folder". Like a described store, a
 * reader and the agent know which file it is.
 * A description needs, close together in one clause, the shell, a word for starting up (startup, login,
 * init, rc, profile) and a word for a file; "the zsh completion file" (no start-up word) is none.
 */
const STARTUP_FILE_BY_SHELL = new Map([
  ['zsh', '~/.zshrc'],
  ['bash', '~/.bashrc'],
  ['fish', '~/.config/fish/config.fish'],
  ['ksh', '~/.kshrc'],
]);
const STARTING = words('startup start-up login init initialization initialisation rc profile dotfile');
const STARTUP_FILE = words('file files script config configuration dotfile');
/** Start-up words that name the file on their own after the shell's name. */
const SELF_NAMED = new Set(['profile', 'rc', 'rcfile', 'dotfile']);

/** For each described start-up file in the sentence: the index of its file word, and the file's path. */
export function describedStartupFiles(v: Sentence): Map<number, string> {
  const out = new Map<number, string>();
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i]!;
    const path = t.kind === 'word' ? STARTUP_FILE_BY_SHELL.get(t.t) : undefined;
    if (path === undefined) continue;
    const starting = v.near(i, SPAN, wordIn(v, STARTING));
    // "the bash profile", "your zsh rc": the start-up word right after the shell is the file itself.
    const named = SELF_NAMED.has(v.w(i + 1)) ? i + 1 : undefined;
    const file = named ?? v.near(i, SPAN, wordIn(v, STARTUP_FILE));
    if (starting !== undefined && file !== undefined && !out.has(file)) out.set(file, path);
  }
  return out;
}

/** The home folder, named in the languages the recognisers read ("carpeta personal", "Home-Verzeichnis"). */
export const HOME_WORDS = new Set([
  'home',
  'homedir',
  'thuismap',
  'домашнего',
  'домашней',
  'домашнем',
  'домашний',
  'personal',
  'pessoal',
  'personnel',
  'personale',
  'home-verzeichnis',
  'heimverzeichnis',
  'benutzerverzeichnis',
  'persönlichen',
]);
