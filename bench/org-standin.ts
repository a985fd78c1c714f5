// Serves the organisation stand-in of test/org (129 repositories) on loopback for `npm run bench`;
// bundled by bench/org.mjs. Prints its URL on the first line of stdout and stops when stdin closes.
import { acmeRepos, ORG } from '../test/org/acme.js';
import { GitHubStandIn } from '../test/org/stand-in.js';

const standIn = await new GitHubStandIn(ORG, acmeRepos()).start();
process.stdout.write(`${standIn.url}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void standIn.close().then(() => process.exit(0));
});
