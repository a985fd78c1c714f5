/**
 * Words of an install asked in prose (src/analysis/prose-installs.ts), in English, Spanish, German, French,
 * Portuguese and Italian: lower-cased single words, as the tokeniser there cuts them.
 */

function set(s: string): Set<string> {
  return new Set(s.split(/\s+/).filter((w) => w !== ''));
}

/** Verbs that bring a file down. */
export const FETCH_WORDS = set(`
  download downloads downloading get grab fetch pull save
  descarga descargue descargar baja bajar
  herunterladen lade laden lädt
  télécharge téléchargez télécharger récupérez
  baixe baixar baixa
  scarica scaricare scaricate
`);

/** What was fetched, named by kind. */
export const FETCHED_NOUNS = set(`
  installer installers package pkg dmg app application binary binaries helper archive zip executable exe msi
  instalador paquete aplicación binario archivo ejecutable
  installationsprogramm paket anwendung programm archiv
  installateur paquet application programme archive exécutable
  pacote aplicativo programa arquivo executável
  pacchetto applicazione programma archivio eseguibile
`);

/** Verbs that run, open or install what was fetched. */
export const RUN_WORDS = set(`
  run open launch execute install start double-click doubleclick
  ejecuta ejecútalo ejecutar abre ábrelo abrir instala instálalo instalar inicia
  führe führen ausführen starte starten öffne öffnen installiere installieren
  exécutez exécute exécuter lancez lance ouvrez ouvre ouvrir installez installe
  execute executar rode rodar abra abrir instale instalar
  esegui eseguire eseguilo apri aprire aprilo installa installare avvia
`);

/** Words that take up what was named before. */
export const PRONOUNS = set(`
  it them this that lo la los las le les él ihn sie es den die das o a os as lo gli
`);

/** Verbs that put text into a window. */
export const PASTE_WORDS = set(`
  paste copy pega pegue pegar copia copie copiar einfügen füge kopiere kopieren
  collez colle coller copiez cole colar incolla incollare
`);

/** Where pasted text runs. */
export const TERMINAL_WORDS = set(`
  terminal terminal.app shell console powershell cmd iterm iterm2 konsole bash zsh
  consola eingabeaufforderung invite
`);

/** Extensions of files a person installs or runs. */
export const ARTEFACT_EXT = [
  '.zip',
  '.dmg',
  '.pkg',
  '.exe',
  '.msi',
  '.appimage',
  '.deb',
  '.rpm',
  '.7z',
  '.rar',
  '.tar.gz',
  '.tgz',
  '.tar.xz',
  '.sh',
  '.ps1',
  '.jar',
  '.run',
  '.command',
  '.mpkg',
  '.bat',
  '.cmd',
  '.scr',
];

/** What a bypass cue removes, where several cues name the same protection. */
const ARCHIVE_PASSWORD = 'a password-protected archive, whose content no scanner on the way could read';
const QUARANTINE_REMOVED = 'the quarantine attribute removed, so Gatekeeper never checks its signature';
const GATEKEEPER_OFF = 'Gatekeeper turned off for every app';
const GATEKEEPER_CONTROL_CLICK =
  "Gatekeeper's block on an unidentified developer overridden (Control-click, Open)";
const GATEKEEPER_PRIVACY_SECURITY = "Gatekeeper's block overridden in Privacy & Security";

/**
 * A protection removed on the way to the first run, found by all of its words in one passage (the first
 * word also in an asked sentence): Gatekeeper, quarantine, SmartScreen and antivirus overridden, or an
 * archive's password.
 */
export const BYPASS_CUES: ReadonlyArray<{ all: string[]; what: string }> = [
  {
    all: ['control-click', 'open'],
    what: GATEKEEPER_CONTROL_CLICK,
  },
  {
    all: ['ctrl-click', 'open'],
    what: GATEKEEPER_CONTROL_CLICK,
  },
  {
    all: ['right-click', 'open'],
    what: "Gatekeeper's block on an unidentified developer overridden (right-click, Open)",
  },
  { all: ['open anyway'], what: "Gatekeeper's block overridden (Open Anyway)" },
  { all: ['privacy & security', 'allow'], what: GATEKEEPER_PRIVACY_SECURITY },
  { all: ['privacy and security', 'allow'], what: GATEKEEPER_PRIVACY_SECURITY },
  { all: ['security & privacy', 'allow'], what: "Gatekeeper's block overridden in Security & Privacy" },
  { all: ['gatekeeper'], what: 'Gatekeeper turned off or bypassed' },
  {
    all: ['com.apple.quarantine'],
    what: QUARANTINE_REMOVED,
  },
  { all: ['xattr -c'], what: QUARANTINE_REMOVED },
  { all: ['spctl --master-disable'], what: GATEKEEPER_OFF },
  { all: ['spctl --global-disable'], what: GATEKEEPER_OFF },
  { all: ['run anyway'], what: "SmartScreen's warning overridden (Run anyway)" },
  { all: ['smartscreen'], what: 'SmartScreen turned off or bypassed' },
  { all: ['clic derecho', 'abrir'], what: "Gatekeeper's block overridden (clic derecho, Abrir)" },
  { all: ['rechtsklick', 'öffnen'], what: "Gatekeeper's block overridden (Rechtsklick, Öffnen)" },
  { all: ['clic droit', 'ouvrir'], what: "Gatekeeper's block overridden (clic droit, Ouvrir)" },
  { all: ['botão direito', 'abrir'], what: "Gatekeeper's block overridden (botão direito, Abrir)" },
  {
    all: ['password', 'extract'],
    what: ARCHIVE_PASSWORD,
  },
  {
    all: ['password', 'unzip'],
    what: ARCHIVE_PASSWORD,
  },
  {
    all: ['archive password'],
    what: ARCHIVE_PASSWORD,
  },
  {
    all: ['zip password'],
    what: ARCHIVE_PASSWORD,
  },
  {
    all: ['contraseña', 'extrae'],
    what: ARCHIVE_PASSWORD,
  },
  {
    all: ['passwort', 'entpacke'],
    what: ARCHIVE_PASSWORD,
  },
  {
    all: ['mot de passe', 'extrayez'],
    what: ARCHIVE_PASSWORD,
  },
  {
    all: ['senha', 'extraia'],
    what: ARCHIVE_PASSWORD,
  },
  { all: ['disable windows defender'], what: 'Windows Defender turned off' },
  { all: ['disable your antivirus'], what: 'the antivirus turned off' },
];

/**
 * The label of the units src/analysis/prose-installs.ts makes: the rule words and grades them as a person's
 * install. Kept here, with no imports, so the rule can name it without loading the prose analysis at start.
 */
export const ASKED_INSTALL = 'text asking to install';
