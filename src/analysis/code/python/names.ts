import { num, type PV, str } from './pv.js';

/**
 * Qualified names. Imports, aliases, `__import__`, `getattr` and `importlib.import_module` all resolve to
 * one spelling per function (`subprocess.run`, `os.system`), so the behaviour tables are written once.
 * Python 2 names and platform modules map onto their Python 3 equivalents (`urllib2.urlopen`,
 * `posix.system`, `commands.getoutput`).
 */

const PREFIX_ALIASES: Array<[string, string]> = [
  ['builtins.', ''],
  ['__builtins__.', ''],
  ['__builtin__.', ''],
  ['posix.', 'os.'],
  ['nt.', 'os.'],
  ['posixpath.', 'os.path.'],
  ['ntpath.', 'os.path.'],
  ['urllib2.', 'urllib.request.'],
  ['urllib.urlopen', 'urllib.request.urlopen'],
  ['urllib.urlretrieve', 'urllib.request.urlretrieve'],
  ['six.moves.urllib.request.', 'urllib.request.'],
  ['future.moves.urllib.request.', 'urllib.request.'],
  ['httplib.', 'http.client.'],
  ['commands.', 'subprocess.'],
  ['pathlib.PosixPath', 'pathlib.Path'],
  ['pathlib.WindowsPath', 'pathlib.Path'],
  ['pathlib.PurePath', 'pathlib.Path'],
  ['pathlib.PurePosixPath', 'pathlib.Path'],
  ['requests.api.', 'requests.'],
  ['requests.Session().', 'requests.'],
  ['requests.session().', 'requests.'],
  ['requests.sessions.Session().', 'requests.'],
  ['httpx.Client().', 'httpx.'],
  ['httpx.AsyncClient().', 'httpx.'],
  ['aiohttp.ClientSession().', 'aiohttp.'],
  ['urllib3.PoolManager().', 'urllib3.'],
  ['urllib3.ProxyManager().', 'urllib3.'],
  ['io.open', 'open'],
  ['codecs.open', 'open'],
  ['pathlib.Path().open().', 'open().'],
  ['dns.resolver.Resolver().', 'dns.resolver.'],
  ['importlib.__import__', '__import__'],
  ['_thread.', 'threading.'],
];

/** One spelling per function. Bounded input (qualified names are short). */
export function normalizeRef(name: string): string {
  let n = name.slice(0, 200);
  for (let pass = 0; pass < 3; pass++) {
    const hit = PREFIX_ALIASES.find(([from]) => n.startsWith(from));
    if (!hit) break;
    n = hit[1] + n.slice(hit[0].length);
  }
  return n;
}

/** The user's site folder (`site.USER_SITE`, `site.getusersitepackages()`), version left out. */
export const USER_SITE_PATH = '~/.local/lib/python3/site-packages';

/** Constants whose value matters to a behaviour: permission bits, the interpreter, the home folder. */
export const CONSTANTS = new Map<string, PV>([
  ['stat.S_ISUID', num(0o4000)],
  ['stat.S_ISGID', num(0o2000)],
  ['stat.S_IRWXO', num(0o7)],
  ['stat.S_IWOTH', num(0o2)],
  ['stat.S_IXOTH', num(0o1)],
  ['stat.S_IROTH', num(0o4)],
  ['stat.S_IRWXG', num(0o70)],
  ['stat.S_IWGRP', num(0o20)],
  ['stat.S_IRWXU', num(0o700)],
  ['stat.S_IRUSR', num(0o400)],
  ['stat.S_IWUSR', num(0o200)],
  ['stat.S_IXUSR', num(0o100)],
  ['stat.S_IEXEC', num(0o100)],
  ['stat.S_IXGRP', num(0o10)],
  ['stat.S_IRGRP', num(0o40)],
  ['mmap.PROT_EXEC', num(4)],
  ['mmap.PROT_READ', num(1)],
  ['mmap.PROT_WRITE', num(2)],
  ['sys.executable', str('python3')],
  ['os.sep', str('/')],
  ['os.path.sep', str('/')],
  ['os.curdir', str('.')],
  ['os.devnull', str('/dev/null')],
  ['tempfile.tempdir', str('/tmp')],
  ['site.USER_SITE', str(USER_SITE_PATH)],
  ['site.USER_BASE', str('~/.local')],
]);

/**
 * Top-level modules of the standard library (Python 3.12 `sys.stdlib_module_names`, trimmed of private
 * and platform-internal names). An import of anything else may be a file shipped with the skill, so it
 * becomes a `source` behaviour the scan can follow.
 */
export const STDLIB = new Set(
  (
    'abc aifc argparse array ast asynchat asyncio asyncore atexit audioop base64 bdb binascii bisect builtins ' +
    'bz2 calendar cgi cgitb chunk cmath cmd code codecs codeop collections colorsys compileall concurrent ' +
    'configparser contextlib contextvars copy copyreg cProfile crypt csv ctypes curses dataclasses datetime ' +
    'dbm decimal difflib dis doctest email encodings ensurepip enum errno faulthandler fcntl filecmp ' +
    'fileinput fnmatch fractions ftplib functools gc getopt getpass gettext glob graphlib grp gzip hashlib ' +
    'heapq hmac html http idlelib imaplib imghdr imp importlib inspect io ipaddress itertools json keyword ' +
    'lib2to3 linecache locale logging lzma mailbox mailcap marshal math mimetypes mmap modulefinder msvcrt ' +
    'multiprocessing netrc nis nntplib ntpath numbers opcode operator optparse os ossaudiodev pathlib pdb ' +
    'pickle pickletools pipes pkgutil platform plistlib poplib posix posixpath pprint profile pstats pty ' +
    'pwd py_compile pyclbr pydoc queue quopri random re readline reprlib resource rlcompleter runpy sched ' +
    'secrets select selectors shelve shlex shutil signal site smtpd smtplib sndhdr socket socketserver spwd ' +
    'sqlite3 ssl stat statistics string stringprep struct subprocess sunau symtable sys sysconfig syslog ' +
    'tabnanny tarfile telnetlib tempfile termios textwrap threading time timeit tkinter token tokenize ' +
    'tomllib trace traceback tracemalloc tty turtle types typing unicodedata unittest urllib uu uuid venv ' +
    'warnings wave weakref webbrowser winreg winsound wsgiref xdrlib xml xmlrpc zipapp zipfile zipimport ' +
    'zlib zoneinfo __future__ _thread typing_extensions urllib2 httplib commands cPickle StringIO ConfigParser'
  ).split(' '),
);
