import type { Severity } from '../../findings.js';
import { DECODE_AND_FOLLOW, EXEC_SINK, findEncodedBlobs, inert } from '../payloads.js';
import { dangerOf } from './snippet.js';
import type { DetectOptions, Emit, ScannedFile } from './types.js';

/** Encoded blobs in a file's text, reported where the text runs them or tells the agent to act on them. */
export function detectBlobs(
  file: ScannedFile,
  emit: Emit,
  opt: DetectOptions,
  taken: Array<[number, number]>,
): void {
  const text = file.text;
  for (const blob of findEncodedBlobs(text)) {
    if (taken.some(([s, e]) => blob.start >= s && blob.end <= e)) continue;
    const window =
      text.slice(Math.max(0, blob.start - 300), blob.start) + ' ' + text.slice(blob.end, blob.end + 300);
    const sink = EXEC_SINK.test(window);
    const follow = DECODE_AND_FOLLOW.test(window);
    if (!sink && !follow) continue;
    if (!blob.decoded) {
      // Binary after decoding: only a direct decode-into-interpreter pipe on the same line counts.
      const line = text.slice(
        text.lastIndexOf('\n', blob.start) + 1,
        (text.indexOf('\n', blob.end) + 1 || text.length + 1) - 1,
      );
      if (
        !/base64\s+-{1,2}d|frombase64string|b64decode|atob/i.test(line) ||
        !EXEC_SINK.test(line.replace(blob.raw, ' '))
      )
        continue;
    }
    const danger = blob.decoded ? dangerOf(blob.decoded, opt.depth + 1) : {};
    const severity: Severity = danger.dangerous ? 'critical' : 'high';
    const shown = blob.decoded ? `decodes to \`${inert(blob.decoded, 120)}\`` : 'decodes to binary content';
    const why = follow
      ? 'and the text tells the agent to decode it and act on it'
      : 'next to code that executes it';
    emit(
      'obfuscated-payload',
      blob.start,
      blob.end,
      severity,
      `A ${blob.kind} blob ${shown}${danger.dangerous ? ` (${danger.dangerous})` : ''}, ${why}: a reviewer reading the file cannot see what runs`,
      `blob:${blob.kind}:${blob.raw.slice(0, 64)}`,
    );
  }
}
