// Sends bytes over a socket exactly as written (fetch would normalise or refuse them).
import { connect } from "node:net";

export type RawResponse = { status: number; headers: Record<string, string>; body: string; ms: number };

export function rawRequest(port: number, request: string, timeoutMs = 5000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let data = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk) => {
      data += chunk.toString("latin1");
      const end = data.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(data.slice(0, end))?.[1];
      if (length !== undefined && data.length - end - 4 < Number(length)) return;
      if (
        length === undefined &&
        !/\r\nconnection: close/i.test(data.slice(0, end)) &&
        !/transfer-encoding: chunked[\s\S]*\r\n0\r\n\r\n$/i.test(data)
      )
        return;
      finish();
    });
    socket.on("end", finish);
    socket.on("error", (e) => {
      if (data) finish();
      else {
        clearTimeout(timer);
        reject(e);
      }
    });
    function finish() {
      clearTimeout(timer);
      socket.destroy();
      const end = data.indexOf("\r\n\r\n");
      const head = data.slice(0, end < 0 ? data.length : end).split("\r\n");
      const status = Number(head[0]?.split(" ")[1]);
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const i = line.indexOf(":");
        if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status, headers, body: end < 0 ? "" : data.slice(end + 4), ms: Date.now() - started });
    }
    socket.write(request, "latin1");
  });
}
