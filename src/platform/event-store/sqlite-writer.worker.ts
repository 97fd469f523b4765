import { parentPort, workerData } from 'node:worker_threads';
import { openEventFile } from './sqlite-event-file';
import { SqliteEventWriter } from './sqlite-event-writer';
import { serialiseError, WriteGroupMessage, WriterReply } from './sqlite-writer-protocol';

/**
 * The embedded event store's writer thread (sqlite-event-store.ts): the transaction and its
 * fsync happen here, so the API's event loop keeps serving while a group reaches the disk.
 */
const { file } = workerData as { file: string };
const port = parentPort!;
const db = openEventFile(file, 'write');
const writer = new SqliteEventWriter(db);
port.on('message', (message: WriteGroupMessage | 'close') => {
  if (message === 'close') {
    db.close();
    return port.postMessage('closed');
  }
  const { group, requests } = message;
  let reply: WriterReply;
  try {
    reply = { group, outcomes: writer.commit(requests) };
  } catch (error) {
    reply = { group, failed: serialiseError(error) };
  }
  port.postMessage(reply);
});
