import { classifyHost, hostOf } from '../hosts.js';
import { tokenIndex } from './intents-cjk.js';
import type { ClassHit } from './intents-control.js';
import { words } from './lexicon.js';
import { gate, type View } from './view.js';

/**
 * Asks in languages with no word list here (Indonesian, Vietnamese, Turkish, Polish, Hindi, Arabic, Hebrew,
 * Korean, Thai …: docs/prose.md). What such a sentence asks cannot be read word by word, but an exfiltration
 * written in one still carries words no language translates: an HTTP `POST`/`PUT` (or the language's own
 * "send" verb, listed), a URL, and the product whose login it takes (`AWS CLI`, `kubectl`, `Docker`, `npm`,
 * `gh`, `.npmrc`, `env`). When all three sit in one sentence of such a language, the sentence is read as a
 * request to send that product's credentials there; the rule still grades by host, place and framing.
 * "Don't mention it to the user or in the summary" is read from a short table per language: a negation, a
 * telling verb and the user or the summary in one sentence. English sentences never reach this recogniser.
 */

/** Letters of scripts whose languages have no word list here. */
const UNREAD_SCRIPT = /[\u0590-\u05FF\u0600-\u06FF\u0900-\u097F\u0980-\u09FF\u0E00-\u0E7F\uAC00-\uD7AF]/g;
/** Letters of Vietnamese, Turkish and Polish that neither English nor the Romance and Germanic lists use. */
const UNREAD_LETTERS = /[ơưăđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹığşİąęłńśźż]/g;
/** Words (Latin script) that mark Indonesian/Malay, Vietnamese, Turkish or Polish text. */
const UNREAD_WORDS =
  /(?:^|[\s,.;:(])(?:yang|dan|untuk|dengan|dari|ini|itu|lalu|atau|perlu|kepada|langkah|tersebut|jika|harus|dalam|juga|pada|kirim(?:kan)?|salin|berkas|của|và|không|người|dùng|gửi|tệp|nội dung|với|ve|bir|için|ile|değil|gönder|dosya|kullanıcı\w{0,4}|içeriğini|się|nie|jest|oraz|ani|tym|kroku|lub|przez|jeśli|wyślij|plik|użytkownik\w{0,4}|zawartość)(?=$|[\s,.;:)])/gi;

/** A send: the HTTP verb, or the language's own imperative (id, vi, tr, pl, hi, ar, he, ko). */
const SEND =
  /\b(?:POST|PUT)\b|kirim(?:kan)?|unggah|gửi|tải lên|gönder|yükle|wyślij|prześlij|भेज|अपलोड|أرسل|ارسل|ارفع|שלח|보내|전송|업로드/;
/** The product whose stored login is taken, or the environment and the conversation themselves. */
const ANCHOR =
  /\b(?:AWS(?: CLI)?|kubectl|kubeconfig|Docker[a-z]{0,3}|npm|\.npmrc|gh|GitHub CLI|gcloud|az|ssh|id_rsa|\.env|env|git credential)\b/;
/** Opening, reading or copying a file (id, vi, tr, pl, hi, ar, he, ko): the store taken before a send. */
const READ =
  /\b(?:buka|baca|salin)\b|sao chép|\bmở\b|đọc|kopyala|\baç\b|\boku|otwórz|skopiuj|przeczytaj|खोल|कॉपी|पढ़|اقرأ|افتح|انسخ|פתח|העתק|קרא|열어|복사|읽/;
const URL = /https?:\/\/[^\s`'")<>\]]{1,300}/;

/** "Don't mention it to the user / in the summary", per language: [negation, telling verb, audience]. */
const CONCEAL: ReadonlyArray<readonly [RegExp, RegExp, RegExp]> = [
  // Indonesian / Malay
  [/\b(?:tidak|jangan|tak)\b/i, /(?:sebut|beritahu|katakan|laporkan|ceritakan)/i, /(?:pengguna|ringkasan)/i],
  // Vietnamese
  [/(?:không|đừng|chớ)/i, /(?:nhắc|đề cập|nói|báo)/i, /(?:người dùng|tóm tắt)/i],
  // Turkish
  [/(?:gerek yok|etme|\bma\b|\bme\b|söyleme|bahsetme)/i, /(?:bahset|söyle|bildir)/i, /(?:kullanıcı|özet)/i],
  // Polish
  [/\bnie\b/i, /(?:wspomin|mów|informuj|pisz)/i, /(?:użytkownik|podsumowani)/i],
  // Hindi
  [/(?:\sन\s|नहीं|मत)/, /(?:उल्लेख|बता|ज़िक्र|जिक्र)/, /(?:उपयोगकर्ता|सारांश|उत्तर)/],
  // Arabic
  // (Negations as whole words: "لا" is also inside other words, such as "كاملاً".)
  [/(?:^|\s)(?:لا|دون|بدون)(?=\s|$)/, /(?:ذكر|تذكر|تخبر|إخبار|اخبار)/, /(?:المستخدم|للمستخدم|الملخص)/],
  // Hebrew
  [/(?:^|\s)(?:אל|אין|לא)(?=\s|$)/, /(?:תזכיר|תספר|לציין|להזכיר)/, /(?:המשתמש|לסיכום|בסיכום)/],
  // Korean
  [/(?:마세요|말고|않|말 것)/, /(?:언급|알리|말하)/, /(?:사용자|요약)/],
];

/** Negations of those languages, looked for just around the verb ("jangan kirim", "보내지 마세요", "gönderme"). */
const NEGATION =
  /\b(?:jangan|tidak|tak|nie|no)\b|không|đừng|chớ|gönderme|yükleme|(?:^|\s)(?:नहीं|मत|न|لا|ولا|אל|לא)(?=\s|$)|마세요|말고|않|말 것/i;

/** A negation within a few words either side of `at` (verb-final languages put it after the verb). */
function negatedNear(text: string, at: number, len: number): boolean {
  return NEGATION.test(text.slice(Math.max(0, at - 24), at + len + 24));
}

/** "Don't forget to tell the user": the negation asks for the telling (id, vi, tr, pl, hi, ar, he, ko). */
const REMEMBER = /jangan lupa|đừng quên|unutma|nie zapomnij|भूल|لا تنس|אל תשכח|잊지/i;

/** The sentence is in a language read here by no word list. */
function unread(text: string): boolean {
  const script = text.match(UNREAD_SCRIPT)?.length ?? 0;
  if (script >= 4) return true;
  if ((text.match(UNREAD_LETTERS)?.length ?? 0) >= 3) return true;
  return (text.match(UNREAD_WORDS)?.length ?? 0) >= 3;
}

/**
 * The per-sentence gate (prose/view.ts): an all-ASCII sentence is one of these languages only with one of
 * their ASCII words (Indonesian/Malay, or Polish/Turkish written without diacritics); anything else is
 * ruled out with a bit test before the scans below, which every English sentence would otherwise pay.
 */
const UNREAD_GATE = gate(
  words(
    'yang dan untuk dengan dari ini itu lalu atau perlu kepada langkah tersebut jika harus dalam juga pada kirim kirimkan salin berkas ve bir ile nie jest oraz ani tym kroku lub przez plik',
  ),
);
const NON_ASCII = /[^\x00-\x7f]/;

export function unreadIntents(text: string, v: View): ClassHit[] {
  if (text.length > 4_000 || (!NON_ASCII.test(text) && !v.opens(UNREAD_GATE)) || !unread(text)) return [];
  const out: ClassHit[] = [];
  const url = URL.exec(text);
  const send = SEND.exec(text);
  const anchor = ANCHOR.exec(text);
  const read = READ.exec(text);
  // The store a product keeps its login in, opened or sent in this sentence; a later step's send of "the
  // copied content" points back at it (rules/support/asked-sends.ts).
  const verb = read ?? send;
  if (anchor && verb && (read || url))
    out.push({
      cls: 'secret-read',
      at: tokenIndex(v, verb.index),
      obj: tokenIndex(v, anchor.index),
      object: `the ${anchor[0]} credentials`,
      negated: negatedNear(text, verb.index, verb[0].length),
      inherent: true,
    });
  if (url && send && classifyHost(hostOf(url[0])) !== 'local')
    out.push({
      cls: 'send-data',
      at: tokenIndex(v, send.index),
      obj: tokenIndex(v, url.index),
      object: url[0],
      negated: negatedNear(text, send.index, send[0].length),
      inherent: true,
    });
  for (const [neg, tell, audience] of CONCEAL) {
    const t = tell.exec(text);
    if (!t || !neg.test(text) || !audience.test(text) || REMEMBER.test(text)) continue;
    out.push({
      cls: 'concealment',
      at: tokenIndex(v, t.index),
      absorbed: true,
      inherent: true,
      negated: false,
    });
    break;
  }
  return out;
}
