/**
 * Ruby that loads every file of a pattern: `Dir.glob(File.join(__dir__, "lib", "tasks", "*.rake")).each { |f|
 * load f }`, `Dir["tasks/*.rb"].each { |f| require_relative f }` (a Rakefile's task files). The pattern, relative
 * to the file's folder (`__dir__`, `File.dirname(__FILE__)`), or nothing when a part is computed.
 */
export function rubyGlobLoads(text: string): Array<{ path: string; at: number }> {
  const out: Array<{ path: string; at: number }> = [];
  for (const m of text.matchAll(RUBY_GLOB_LOAD)) {
    const parts = m[1] !== undefined ? m[1].split(',').map((p) => p.trim()) : [`"${m[2]}"`];
    const segs: string[] = [];
    for (const p of parts) {
      if (/^(?:__dir__|File\.dirname\(__FILE__\))$/.test(p)) segs.push('.');
      else if (/^["'][^"'$#{}]{1,200}["']$/.test(p)) segs.push(p.slice(1, -1));
      else {
        segs.length = 0;
        break;
      }
    }
    if (segs.length > 0 && segs.join('/').includes('*'))
      out.push({ path: segs.join('/').replace(/^(?:\.\/)+/, './'), at: m.index });
    if (out.length >= 16) break;
  }
  return out;
}
// The loop's body may be a `do |f| … end` block over several lines (`puts "== #{f}"` before `load f`): then the
// call must take the block's own variable, so a `require` of something else further down is not read as it.
const RUBY_GLOB_LOAD =
  /\bDir(?:\.glob\(\s{0,4}|\[\s{0,4})(?:File\.join\(([^()\n]{1,300}|[^()\n]{0,100}\(__FILE__\)[^()\n]{0,200})\)|["']([^"'\n]{1,300})["'])[^\n]{0,120}?\.each\b(?:[^\n]{0,80}?\b(?:load|require|require_relative)\b|(?:_with_index)?[ \t]{0,4}(?:do|\{)[ \t]{0,4}\|[ \t]{0,4}(\w{1,40})[^|\n]{0,40}\|[\s\S]{0,400}?\b(?:load|require|require_relative)[ \t(]{1,4}\3\b)/g;
