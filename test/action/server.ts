import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface Recorded {
  method: string;
  url: string;
  auth: string | undefined;
  body: unknown;
}

/**
 * A stand-in for api.github.com on 127.0.0.1: the code-scanning upload (checks the body is base64 of a
 * gzip of a SARIF log), its status poll (pending, then complete) and a pull request's file list.
 */
export class FakeGitHub {
  readonly requests: Recorded[] = [];
  /** SARIF logs received, decoded. */
  readonly sarifs: string[] = [];
  uploadStatus = 202;
  pollsUntilComplete = 1;
  processing: 'complete' | 'failed' = 'complete';
  changedFiles: string[] = [];
  private polls = 0;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req).then(
        ([status, body]) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        },
        (e: Error) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: `fake server: ${e.message}` }));
        },
      );
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((r) => this.server?.close(r));
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? JSON.parse(text) : undefined;
    const url = req.url ?? '';
    this.requests.push({ method: req.method ?? '', url, auth: req.headers.authorization, body });
    if (req.method === 'POST' && url === '/repos/o/r/code-scanning/sarifs') {
      if (this.uploadStatus !== 202)
        return [this.uploadStatus, { message: 'Resource not accessible by integration' }];
      const b = body as { sarif?: unknown; commit_sha?: unknown; ref?: unknown };
      if (typeof b.sarif !== 'string' || !/^[A-Za-z0-9+/]+=*$/.test(b.sarif))
        return [400, { message: 'sarif is not base64' }];
      let log: string;
      try {
        log = gunzipSync(Buffer.from(b.sarif, 'base64')).toString('utf8');
        if (JSON.parse(log).version !== '2.1.0') throw new Error('not SARIF 2.1.0');
      } catch (e) {
        return [400, { message: `sarif is not a gzip of a SARIF log: ${(e as Error).message}` }];
      }
      if (typeof b.commit_sha !== 'string' || typeof b.ref !== 'string')
        return [422, { message: 'missing commit_sha/ref' }];
      this.sarifs.push(log);
      return [202, { id: 'sarif-1', url: 'http://127.0.0.1/repos/o/r/code-scanning/sarifs/sarif-1' }];
    }
    if (req.method === 'GET' && url === '/repos/o/r/code-scanning/sarifs/sarif-1') {
      this.polls++;
      if (this.polls <= this.pollsUntilComplete) return [200, { processing_status: 'pending' }];
      return this.processing === 'failed'
        ? [200, { processing_status: 'failed', errors: ['locationFromSarifResult: expected a region'] }]
        : [
            200,
            { processing_status: 'complete', analyses_url: 'http://127.0.0.1/analyses?sarif_id=sarif-1' },
          ];
    }
    const files = /^\/repos\/o\/r\/pulls\/7\/files\?(.*)$/.exec(url);
    if (req.method === 'GET' && files) {
      const page = Number(new URLSearchParams(files[1]).get('page') ?? '1');
      return [200, page === 1 ? this.changedFiles.map((filename) => ({ filename, status: 'modified' })) : []];
    }
    return [404, { message: 'Not Found' }];
  }
}
