// Speech comes from the speech server on this machine; the chat app wants OGG/Opus, so ffmpeg converts it.
const SPEECH_URL = "http://127.0.0.1:8880/v1/audio/speech";

export async function speak(text: string): Promise<ArrayBuffer> {
  const wav = `/tmp/voice-digest-${process.pid}.wav`;
  const ogg = `/tmp/voice-digest-${process.pid}.ogg`;
  const res = await fetch(SPEECH_URL, { method: "POST", body: JSON.stringify({ input: text }) });
  await Bun.write(wav, await res.arrayBuffer());
  const convert = Bun.spawn(["ffmpeg", "-y", "-i", wav, "-c:a", "libopus", "-b:a", "48k", ogg]);
  await convert.exited;
  return Bun.file(ogg).arrayBuffer();
}

await speak(process.argv[2] ?? "Nothing new today.");
