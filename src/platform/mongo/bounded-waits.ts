/** How long a MongoDB client waits for a server, a connection and each reply. */
export interface MongoWaitBounds {
  serverSelectionTimeoutMS: number;
  socketTimeoutMS: number;
  connectTimeoutMS: number;
}

/**
 * The driver waits 30 s for a server and forever for a reply by default. A paused server
 * (kill -STOP) keeps its sockets open, so without a socket timeout a caller would wait for
 * the whole pause instead of failing and being retried. Each bound applies per round trip (a
 * cursor's batch), so a long read of many batches is not cut short. Options given in the URL
 * win over these.
 */
export function boundedWaits(url: string, bounds: MongoWaitBounds): Partial<MongoWaitBounds> {
  // Not new URL(): a replica set's URL lists several hosts, which WHATWG URLs refuse.
  const given = new Set([...new URLSearchParams(url.split('?')[1] ?? '').keys()].map((k) => k.toLowerCase()));
  return Object.fromEntries(Object.entries(bounds).filter(([name]) => !given.has(name.toLowerCase())));
}
