export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

type Route = (call: FetchCall) => Response | Promise<Response> | undefined;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function apiError(status: number, code: string, message: string, fields?: Record<string, string[]>): Response {
  return json(status, { statusCode: status, code, message, ...(fields ? { fields } : {}) });
}

/**
 * Replaces fetch with `route`; a request it does not answer fails the test loudly. Returns
 * the calls made, for assertions on what the app sent.
 */
export function mockFetch(route: Route): FetchCall[] {
  const calls: FetchCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const response = await route(call);
    if (!response) throw new Error(`Unexpected request in test: ${call.method} ${call.url}`);
    return response;
  });
  return calls;
}
