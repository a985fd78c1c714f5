import { createHmac } from "node:crypto";

export function sign(body: string): string {
  const key = process.env.WEBHOOK_SECRET ?? "";
  return createHmac("sha256", key).update(body).digest("hex");
}
