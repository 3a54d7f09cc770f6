import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: unknown;
}

export type StandInAnswer =
  | { kind: 'content'; content: string; delayMs?: number }
  | { kind: 'error'; status: number; body: unknown }
  | { kind: 'hang' };

/**
 * A local OpenAI-compatible server for tests: `POST /v1/chat/completions` answers what the
 * test's `answer` function says (a message, an error status, or nothing at all), and every
 * request is kept so tests can read the prompt and count retries.
 */
export async function startOpenAiStandIn() {
  const requests: ChatRequest[] = [];
  let answer: (request: ChatRequest) => StandInAnswer = () => ({ kind: 'content', content: '{"ideas": []}' });
  const hanging = new Set<IncomingMessage>();

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let data = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
      req.on('error', reject);
    });

  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(await readBody(req)) as ChatRequest;
    requests.push(body);
    const reply = answer(body);
    if (reply.kind === 'hang') {
      hanging.add(req);
      req.on('close', () => hanging.delete(req));
      return;
    }
    if (reply.kind === 'error') {
      // Tell the SDK plainly not to retry on its own: retries are the app's decision.
      res.writeHead(reply.status, { 'content-type': 'application/json', 'x-should-retry': 'false' });
      res.end(JSON.stringify(reply.body));
      return;
    }
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(fn: (request: ChatRequest) => StandInAnswer) {
      answer = fn;
    },
    close() {
      for (const req of hanging) req.socket.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type OpenAiStandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;

/** The catalogue candidates the prompt offers ("- id | title | category | $price"). */
export function candidatesIn(request: ChatRequest) {
  const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
  return [...user.matchAll(/^- ([a-z0-9-]+) \| (.+?) \| (.+?) \| \$(\d+(?:\.\d+)?)$/gm)].map((m) => ({
    id: m[1] ?? '',
    title: m[2] ?? '',
    category: m[3] ?? '',
    price: Number(m[4]),
  }));
}
