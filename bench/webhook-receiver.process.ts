import { WebhookReceiver } from '../test/support/webhook-receiver';

/**
 * bench:webhooks' receiver in a process of its own (started by bench/webhooks.bench.ts over
 * IPC): in the bench's process it shared one event loop with the 64 clients sending entries,
 * and its answers, not the server, set the pace. Reports what arrived, times in epoch ms.
 */
async function main(): Promise<void> {
  const receiver = await new WebhookReceiver().start();
  process.send!({ port: receiver.port });
  process.on('message', (message: { report?: boolean; count?: boolean; stop?: boolean }) => {
    if (message.report) {
      const hooks = receiver.received.map((h) => ({ id: h.id, path: h.path, entryId: h.body.data.inscricao?.id, email: h.body.data.inscricao?.email, at: performance.timeOrigin + h.at }));
      process.send!({ hooks });
    }
    if (message.count) process.send!({ count: receiver.received.length });
    if (message.stop) void receiver.stop().then(() => process.exit(0));
  });
}

void main();
