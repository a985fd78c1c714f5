// Local mock of the users API for component tests.
import { join } from "node:path";

const fixtures = join(import.meta.dir, "..", "fixtures");
const users = await Bun.file(join(fixtures, "users.json")).text();

Bun.serve({
  hostname: "127.0.0.1",
  port: 4010,
  fetch: () => new Response(users, { headers: { "content-type": "application/json" } }),
});
