import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);

// src/analysis/spans.ts
function spanAt(sorted, offset) {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    const s = sorted[mid];
    if (offset < s.start) hi = mid - 1;
    else if (offset >= s.end) lo = mid + 1;
    else return s;
  }
  return void 0;
}

// src/analysis/code-comments.ts
var MAX_CHARS = 512 * 1024;
var MAX_BLOCK_LINES = 200;
var AGENT_WORD = /\b(?:assistants?|agents?|llms?|claude|copilot|codex|gemini|cursor|language models?|ai|assistent(?:en)?)\b|ассистент|агент/i;
var B = "[ \\t]+";
var NOUN = `(?:(?:ai|coding|automation|automated)[ \\t-]+)?(?:assistants?|agents?|llms?|language${B}models?)`;
var NAME = "(?:claude(?:[ \\t]+code)?|copilot|codex|gemini|cursor)";
var WRITTEN_FOR = `\\b(?:for|to)${B}(?:(?:the|any|all|an?)${B})?${NOUN}\\b`;
var NOTE_TO = `\\b(?:notes?|instructions?|message|reminder|attention)${B}(?:for|to)${B}(?:the${B})?${NAME}\\b`;
var IF_YOU_ARE = `\\bif${B}you${B}are${B}(?:an?${B})?(?:${NOUN}|${NAME}|ai)\\b`;
var ADDRESSED = new RegExp(
  [
    WRITTEN_FOR,
    NOTE_TO,
    // A call has a blank (or the line's end) after its colon: `codex:codex-rescue` names a plugin's agent.
    `^[ \\t]*(?:dear${B})?(?:${NOUN}|${NAME}|ai)[ \\t]*[:,](?=\\s|$)`,
    IF_YOU_ARE,
    `\\b${NOUN}${B}(?:(?:that|which|who)${B}(?:reads?|runs?|drives?|executes?|invokes?|uses?|fills?${B}in|fills?${B}out|edits?|completes?|updates?|configures?|sets?${B}up)|reading|running|driving|executing|invoking|using|filling${B}(?:in|out)|editing|completing|updating|configuring|setting${B}up|continuing|resuming|working${B}(?:on|in|through))${B}(?:this|these|the)\\b`,
    // Dutch and Russian (prose reads both): "voor de AI-assistent", "Для ИИ-ассистента", "Агенту:".
    `\\bvoor${B}(?:de${B}|een${B})?(?:ai-|ai${B})?(?:assistent|agent)`,
    `(?:^|[ \\t])(?:\u0434\u043B\u044F|\u043A)${B}(?:\u0438\u0438-|\u0438\u0438${B})?(?:\u0430\u0441\u0441\u0438\u0441\u0442\u0435\u043D\u0442|\u0430\u0433\u0435\u043D\u0442)`,
    `^[ \\t]*(?:\u0438\u0438-)?(?:\u0430\u0441\u0441\u0438\u0441\u0442\u0435\u043D\u0442|\u0430\u0433\u0435\u043D\u0442)[\u0430-\u044F\u0451]{0,3}[ \\t]*[:,](?=\\s|$)`
  ].join("|"),
  "im"
);
var ADDRESSED_IN_DATA = new RegExp(
  [
    WRITTEN_FOR,
    NOTE_TO,
    IF_YOU_ARE,
    `\\b${NOUN}${B}(?:(?:that|which|who)${B}(?:reads?|runs?|continues?|opens?|uses?)|reading|running|continuing|resuming|opening|using|working${B}(?:on|in|through))${B}(?:this|these|the)\\b`
  ].join("|"),
  "i"
);
function addressesAgent(block) {
  return block.length <= MAX_CHARS && AGENT_WORD.test(block) && ADDRESSED.test(block);
}
function addressesAgentInData(text) {
  return text.length <= MAX_CHARS && AGENT_WORD.test(text) && ADDRESSED_IN_DATA.test(text);
}
function markerOf(line, lang) {
  const m = /^[ \t]*/.exec(line);
  const rest = line.slice(m[0].length);
  if (lang === "javascript" || lang === "typescript" || lang === "go") {
    const c2 = /^(?:\/\/+|\/\*+|\*+\/?|\*)/.exec(rest);
    return c2 ? m[0].length + c2[0].length : void 0;
  }
  if (lang === "batch") {
    const c2 = /^(?:rem(?:\s|$)|::)/i.exec(rest);
    return c2 ? m[0].length + c2[0].length : void 0;
  }
  if (rest.startsWith("#!")) return void 0;
  const c = /^(?:#+|<#|#>)/.exec(rest);
  return c ? m[0].length + c[0].length : void 0;
}
function addressedComments(text, lang) {
  if (text.length > MAX_CHARS || !AGENT_WORD.test(text)) return void 0;
  const lines = text.split("\n");
  const out = lines.map((l) => " ".repeat(l.length));
  let kept = false;
  for (let i = 0; i < lines.length; ) {
    if (markerOf(lines[i], lang) === void 0) {
      i++;
      continue;
    }
    const ats = [];
    for (let at = markerOf(lines[i], lang); at !== void 0 && ats.length < MAX_BLOCK_LINES; ) {
      ats.push(at);
      at = i + ats.length < lines.length ? markerOf(lines[i + ats.length], lang) : void 0;
    }
    const j = i + ats.length;
    const bodies = ats.map((at, n) => lines[i + n].slice(at));
    const block = bodies.join("\n");
    if (AGENT_WORD.test(block) && ADDRESSED.test(block)) {
      kept = true;
      for (let k = i; k < j; k++) {
        const at = ats[k - i];
        const body = bodies[k - i];
        if (/^[\s\-=*#_~+]*$/.test(body)) continue;
        out[k] = " ".repeat(at) + body.replace(/\*\/\s*$/, "  ");
      }
    }
    i = j;
  }
  return kept ? out.join("\n") : void 0;
}
function withoutLineComments(text, lang) {
  const comment = lang === "javascript" || lang === "typescript" || lang === "go" ? /^[ \t]*\/\// : /^[ \t]*#(?!!)/;
  if (lang === "batch") return text;
  return text.split("\n").map((line) => comment.test(line) ? " ".repeat(line.length) : line).join("\n");
}

// src/analysis/test-cases.ts
var TEST_CASES = /^[ \t-]{0,40}["']?(?:prompt|input|query|question|user_input|user_prompt|scenario)["']?[ \t]{0,4}:/m;
var EXPECTED_KEY = /^["']?(?:expected(?:[_-](?:behaviou?r|output|response|result|answer|outcome|actions?))?|expectations?|should(?:[_-]not)?|must[_-]not|ideal[_-]response|grader[_-]notes)["']?$/i;
var KEYED_LINE = /^[ \t-]{0,40}["']?([\w-]{1,40})["']?[ \t]{0,4}:[ \t]{0,4}["']?/;
function expectedBehaviourAt(text, offset) {
  const ls = text.lastIndexOf("\n", offset - 1) + 1;
  const m = KEYED_LINE.exec(text.slice(ls, Math.min(offset, ls + 200)));
  return m !== null && ls + m[0].length <= offset && EXPECTED_KEY.test(m[1]) && TEST_CASES.test(text);
}

export {
  spanAt,
  addressesAgent,
  addressesAgentInData,
  addressedComments,
  withoutLineComments,
  TEST_CASES,
  EXPECTED_KEY,
  expectedBehaviourAt
};
