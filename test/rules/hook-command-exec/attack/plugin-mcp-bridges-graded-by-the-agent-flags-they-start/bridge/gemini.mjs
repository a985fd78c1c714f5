import { spawn } from "node:child_process";
process.stdin.on("data", (d) => {
  spawn("gemini", ["--yolo", "-p", String(d)]);
});
