import type { Call, Ctx, Handler } from './context.js';
import { type GV } from './gv.js';
interface RequestState {
    method: string;
    url: GV;
    body?: GV;
    headers: Map<string, GV>;
    /** Credentials given apart (`req.SetBasicAuth`). */
    auth?: GV;
}
/** Emits the fetch or send of a request and returns the response. */
export declare function request(ctx: Ctx, call: Call, tool: string, r: RequestState): GV;
/** A client, a dialer or a resolver as a value (`http.DefaultClient`, `&http.Client{…}`). */
export declare function netValue(q: string): GV | undefined;
/** Data written to a connection (`conn.Write(b)`, `fmt.Fprintf(conn, …)`, `io.Copy(conn, f)`): a send. */
export declare function socketWrite(ctx: Ctx, call: Call, w: GV, content: GV): boolean;
export declare const NET_HANDLERS: Array<[string, Handler]>;
export {};
