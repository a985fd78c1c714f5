import { describe, expect, it } from 'vitest';
import { localPromise, namesReceiver } from '../../src/rules/support/work-uploads.js';

/** Whether a skill's text names who receives the work's data, and promises it stays local (work-uploads.ts). */
describe('work uploads', () => {
  it.each([
    ['the site name in words', 'Sends the image to Mathpix with your keys.', 'api.mathpix.com'],
    ['the domain written', 'Uploads to cloudconvert.com after asking.', 'api.cloudconvert.com'],
    ['a short site name as a word', 'Uses the OCR.space API.', 'api.ocr.space'],
    ['the vendor whose API it is', "Transcribes with OpenAI's Whisper API.", 'api.openai.com'],
    [
      'beside a script whose file name is no look-alike domain',
      'Sends the page to Mathpix: run `python3 scripts/mathpix.py`.',
      'api.mathpix.com',
    ],
    [
      'the vendor under another suffix',
      'Deploys to Vercel; the preview is at https://my-app.vercel.app.',
      'deploy.vercel.sh',
    ],
    ['a bucket named in the text', 'Copies the dump to s3://acme-backups/ as well.', 'acme-backups'],
  ])('%s: named', (_label, text, host) => {
    expect(namesReceiver(text, host)).toBe(true);
  });

  it.each([
    ['a host never mentioned', 'Recognition runs with Tesseract.', 'api.ocrboost-cloud.com'],
    [
      'a name that only contains the one written',
      'Uses CloudConvert (https://cloudconvert.com).',
      'api.cloudconvert-files.com',
    ],
    [
      'another site with the name inside',
      'Uploads coverage to Codecov (codecov.io).',
      'ingest.codecov-reports.net',
    ],
  ])('%s: not named', (_label, text, host) => {
    expect(namesReceiver(text, host)).toBe(false);
  });

  it('reads promises that the work stays on the machine', () => {
    expect(
      localPromise('Recognition runs with\nTesseract on this machine; pages are rasterised.'),
    ).toBeDefined();
    expect(localPromise('Transcribe with faster-whisper running locally.')).toBeDefined();
    expect(localPromise('Nothing leaves this computer: files are only moved.')).toBeDefined();
    expect(localPromise('Prefer local tools when they can do the job.')).toBeUndefined();
  });
});
