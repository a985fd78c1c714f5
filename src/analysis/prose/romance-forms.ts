/**
 * Verb forms of Spanish, French, Portuguese and Italian generated from the infinitive (docs/prose.md), for
 * the word lists of romance-words.ts: an ask in these languages is an imperative of any person the text
 * addresses ("ejecuta", "ejecute", "ejecutad", "exécutez", "esegui", "execute"), an infinitive after an
 * obligation ("hay que ejecutar", "il faut lancer", "bisogna eseguire") or a participle of a passive
 * ("debe ser ejecutado"), and its object pronoun is joined to the verb ("ejecútalo", "descárguelo",
 * "exécutez-le", "eseguilo", "execute-o", "executá-lo"). Listing those forms one by one missed every form
 * not listed; the rules of each language make them all from the infinitive, as catalan-words.ts does for
 * Catalan. Irregular verbs give the forms the rules get wrong (`over`) and any others (`extra`).
 *
 * Each language returns every form (`all`) and the forms that can only be an order to the reader (`orders`:
 * an imperative carrying its object pronoun, the vosotros/voi imperative): a sentence is an ask by such a
 * form, whatever its other words. Lower case, like tokens; pure string work, no imports.
 */

export interface Forms {
  all: string[];
  orders: string[];
}

/** Forms a rule gets wrong for one verb: the tú/tu imperative, the usted/Lei/você one, the participle. */
export interface Irregular {
  /** Second person singular imperative (Spanish "envía", Italian "fornisci", French "envoie"). */
  tu?: string;
  /** Polite imperative (Spanish "envíe", Portuguese "obtenha", Italian "fornisca"). */
  polite?: string;
  /** Participle, masculine singular (Italian "preso", French "transmis"). */
  part?: string;
  /** Other forms, space-separated, taken as they are. */
  extra?: string;
}

const ACUTE: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
const VOWEL = new Set([...'aeiouáéíóúü']);
const STRONG = new Set([...'aeo']);
const ACCENTED = /[áéíóú]/;

/**
 * The Spanish written accent a form takes when a pronoun is joined to it: the stress stays on the syllable
 * before the last ("ejecuta" → "ejecút-alo", "descargue" → "descárgue-lo", "subiendo" → "subiéndo-lo").
 * The vowel group before the last one carries the stress; its strong vowel (a, e, o) gets the accent.
 */
export function spanishStressed(w: string): string {
  if (ACCENTED.test(w)) return w;
  let k = w.length - 1;
  while (k >= 0 && !VOWEL.has(w[k]!)) k--;
  while (k >= 0 && VOWEL.has(w[k]!)) k--;
  while (k >= 0 && !VOWEL.has(w[k]!)) k--;
  const end = k;
  if (end < 0) return w;
  while (k >= 0 && VOWEL.has(w[k]!)) k--;
  let pick = end;
  for (let i = end; i > k; i--)
    if (STRONG.has(w[i]!)) {
      pick = i;
      break;
    }
  const acute = ACUTE[w[pick]!];
  return acute ? w.slice(0, pick) + acute + w.slice(pick + 1) : w;
}

const ES_CLITICS = ['lo', 'la', 'los', 'las', 'le', 'les', 'me', 'nos'];
const ES_DOUBLE = ['selo', 'sela', 'selos', 'selas', 'melo', 'mela'];

/** The stem's last consonant before an e (-ar verbs) or an a (-er, -ir verbs): "descargue", "lance", "redirija". */
function spanishPoliteStem(stem: string, ar: boolean): string {
  if (ar) {
    if (stem.endsWith('c')) return `${stem.slice(0, -1)}qu`;
    if (stem.endsWith('g')) return `${stem}u`;
    if (stem.endsWith('z')) return `${stem.slice(0, -1)}c`;
    return stem;
  }
  if (stem.endsWith('g')) return `${stem.slice(0, -1)}j`;
  return stem;
}

/** Spanish: "ejecutar" → ejecuta, ejecute, ejecuten, ejecutad, ejecutemos, ejecútalo, ejecutarlo, ejecutándolo, ejecutado … */
export function spanish(infinitives: string, irregular: Record<string, Irregular> = {}): Forms {
  const all: string[] = [];
  const orders: string[] = [];
  for (const inf of infinitives.split(/\s+/)) {
    if (inf.length < 4) continue;
    const ir = irregular[inf] ?? {};
    const stem = inf.slice(0, -2);
    const ar = inf.endsWith('ar');
    const tu = ir.tu ?? stem + (ar ? 'a' : 'e');
    const polite = ir.polite ?? spanishPoliteStem(stem, ar) + (ar ? 'e' : 'a');
    const vosotros = `${inf.slice(0, -1)}d`;
    const gerund = stem + (ar ? 'ando' : 'iendo');
    const part = ir.part ?? stem + (ar ? 'ado' : 'ido');
    const infStressed = inf.slice(0, -2) + ACUTE[inf[inf.length - 2]!]! + 'r';
    const plain = [inf, tu, polite, `${polite}n`, `${polite}mos`, vosotros, gerund, `${tu}s`];
    all.push(...plain, part, `${part.slice(0, -1)}a`, `${part}s`, `${part.slice(0, -1)}as`);
    for (const c of ES_CLITICS) {
      all.push(inf + c, spanishStressed(gerund) + c);
      orders.push(
        spanishStressed(tu) + c,
        spanishStressed(polite) + c,
        spanishStressed(`${polite}n`) + c,
        vosotros + c,
      );
    }
    for (const c of ES_DOUBLE) {
      all.push(infStressed + c, spanishStressed(gerund) + c);
      orders.push(spanishStressed(tu) + c, spanishStressed(polite) + c);
    }
    if (ir.extra) all.push(...ir.extra.split(' '));
  }
  return { all: [...all, ...orders], orders };
}

const FR_CLITICS = [
  'le',
  'la',
  'les',
  'lui',
  'leur',
  'en',
  'y',
  'moi',
  'nous',
  'le-moi',
  'les-moi',
  'le-nous',
];
const FR_VOWEL_START = /^[aeiouyhéèêàâîô]/;

/** "récupér" → "récupèr": the stem's last é, when only consonants follow it. */
function openedStem(stem: string): string {
  const k = stem.lastIndexOf('é');
  if (k < 0 || k === stem.length - 1) return stem;
  for (let i = k + 1; i < stem.length; i++) if ('aeiouéèêy'.includes(stem[i]!)) return stem;
  return `${stem.slice(0, k)}è${stem.slice(k + 1)}`;
}

/** French -er verbs: "exécuter" → exécute, exécutez, exécutons, exécutez-le, l'exécuter, d'exécuter, exécuté … */
export function french(infinitives: string, irregular: Record<string, Irregular> = {}): Forms {
  const all: string[] = [];
  const orders: string[] = [];
  for (const inf of infinitives.split(/\s+/)) {
    if (inf.length < 4) continue;
    const ir = irregular[inf] ?? {};
    const stem = inf.slice(0, -2);
    // "récupérer" → "récupère": an é in the stem's last syllable opens before a silent ending.
    const open = openedStem(stem);
    const tu = ir.tu ?? `${open}e`;
    const vous = ir.polite ?? `${stem}ez`;
    const nousStem = stem.endsWith('c') ? `${stem.slice(0, -1)}ç` : stem.endsWith('g') ? `${stem}e` : stem;
    const nous = `${nousStem}ons`;
    const part = ir.part ?? `${stem}é`;
    const parts = part.endsWith('é')
      ? [part, `${part}e`, `${part}s`, `${part}es`]
      : [part, `${part}e`, `${part}es`];
    all.push(inf, tu, vous, ...parts);
    // The nous and ils forms by rule only for -er verbs; the others give theirs in `extra`.
    if (inf.endsWith('er')) all.push(nous, `${tu}nt`);
    for (const c of FR_CLITICS) orders.push(`${tu}-${c}`, `${vous}-${c}`);
    if (inf.endsWith('er')) for (const c of FR_CLITICS) orders.push(`${nous}-${c}`);
    if (FR_VOWEL_START.test(inf)) all.push(`l'${inf}`, `d'${inf}`, `l'${vous}`, `l'${tu}`);
    if (ir.extra) all.push(...ir.extra.split(' '));
  }
  return { all: [...all, ...orders], orders };
}

const PT_INF_ACCENT: Record<string, string> = { ar: 'á', er: 'ê', ir: 'i' };
const PT_CLITICS = ['o', 'a', 'os', 'as', 'lhe', 'lhes', 'me'];
const PT_INF_CLITICS = ['lo', 'la', 'los', 'las'];

/** Portuguese: "executar" → execute, executa, executem, execute-o, executá-lo, executado, executando … */
export function portuguese(infinitives: string, irregular: Record<string, Irregular> = {}): Forms {
  const all: string[] = [];
  const orders: string[] = [];
  for (const inf of infinitives.split(/\s+/)) {
    if (inf.length < 4) continue;
    const ir = irregular[inf] ?? {};
    const stem = inf.slice(0, -2);
    const end = inf.slice(-2);
    const ar = end === 'ar';
    let politeStem = stem;
    if (ar && stem.endsWith('c')) politeStem = `${stem.slice(0, -1)}qu`;
    else if (ar && stem.endsWith('g')) politeStem = `${stem}u`;
    else if (ar && stem.endsWith('ç')) politeStem = `${stem.slice(0, -1)}c`;
    else if (!ar && stem.endsWith('g')) politeStem = `${stem.slice(0, -1)}j`;
    const polite = ir.polite ?? politeStem + (ar ? 'e' : 'a');
    const tu = ir.tu ?? stem + (ar ? 'a' : 'e');
    const part = ir.part ?? stem + (ar ? 'ado' : 'ido');
    const gerund = stem + (ar ? 'ando' : end === 'er' ? 'endo' : 'indo');
    all.push(inf, polite, tu, `${polite}m`, `${polite}mos`, gerund, part, `${part.slice(0, -1)}a`);
    all.push(`${part}s`, `${part.slice(0, -1)}as`);
    for (const c of PT_CLITICS) orders.push(`${polite}-${c}`, `${tu}-${c}`);
    for (const c of ['no', 'na', 'nos', 'nas']) orders.push(`${polite}m-${c}`);
    for (const c of PT_INF_CLITICS) all.push(`${stem}${PT_INF_ACCENT[end] ?? ''}-${c}`);
    all.push(`${inf}-lhe`, `${gerund}-o`, `${gerund}-a`);
    if (ir.extra) all.push(...ir.extra.split(' '));
  }
  return { all: [...all, ...orders], orders };
}

const IT_CLITICS = ['lo', 'la', 'li', 'le', 'ne', 'gli', 'mi', 'glielo', 'gliela', 'glieli', 'gliele'];

/** Italian: "eseguire" → esegui, eseguite, esegua, eseguiamo, eseguilo, eseguitelo, eseguirlo, eseguito … */
export function italian(infinitives: string, irregular: Record<string, Irregular> = {}): Forms {
  const all: string[] = [];
  const orders: string[] = [];
  for (const inf of infinitives.split(/\s+/)) {
    if (inf.length < 5) continue;
    const ir = irregular[inf] ?? {};
    const stem = inf.slice(0, -3);
    const cls = inf.slice(-3);
    const are = cls === 'are';
    // "scaricare" → "scarichi", "lanciare" → "lanci", "avviare" → "avvii": the stem before an i.
    const hard = stem.endsWith('c') ? `${stem}h` : stem.endsWith('g') ? `${stem}h` : stem;
    const beforeI = are ? (/[cg]i$/.test(stem) ? stem.slice(0, -1) : hard) : stem;
    const tu = ir.tu ?? stem + (are ? 'a' : 'i');
    const voi = stem + (are ? 'ate' : cls === 'ere' ? 'ete' : 'ite');
    const polite = ir.polite ?? (are ? `${beforeI}i` : `${stem}a`);
    const noi = `${beforeI.endsWith('i') ? beforeI.slice(0, -1) : beforeI}iamo`;
    const part = ir.part ?? stem + (are ? 'ato' : cls === 'ere' ? 'uto' : 'ito');
    const gerund = stem + (are ? 'ando' : 'endo');
    const root = part.slice(0, -1);
    all.push(inf, tu, voi, polite, `${polite}no`, noi, gerund, part, `${root}a`, `${root}i`, `${root}e`);
    for (const c of IT_CLITICS) {
      all.push(inf.slice(0, -1) + c, gerund + c);
      orders.push(tu + c, voi + c, noi + c);
    }
    if (ir.extra) all.push(...ir.extra.split(' '));
  }
  return { all: [...all, ...orders], orders };
}

/** Forms that are also common English words: they would read an English sentence as a Romance ask. */
const ENGLISH_TWINS = new Set(
  'installer charge charger mandate joins joint passe poste poster reporter lance lancer rode posta'.split(
    ' ',
  ),
);

/** The forms of several verbs of several languages, without the ones English also writes. */
export function merged(...groups: Forms[]): Forms {
  const all = new Set<string>();
  const orders = new Set<string>();
  for (const g of groups) {
    for (const f of g.all) if (f && !ENGLISH_TWINS.has(f)) all.add(f);
    for (const f of g.orders) if (f && !ENGLISH_TWINS.has(f)) orders.add(f);
  }
  return { all: [...all], orders: [...orders] };
}
