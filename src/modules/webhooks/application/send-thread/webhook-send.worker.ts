import { parentPort, workerData } from 'node:worker_threads';
import { WebhookUrlGuard } from '../webhook-url-guard';
import { LaneRunner } from './lane-runner';
import type { ToSendThread } from './send-protocol';

/** The send thread's entry (docs/webhooks.md, "Onde as entregas rodam"). */
const { allowPrivateNetworks } = workerData as { allowPrivateNetworks: boolean };
const port = parentPort!;
const runner = new LaneRunner(new WebhookUrlGuard(allowPrivateNetworks), (message) => port.postMessage(message));
setInterval(() => runner.forgetHalted(), 60_000).unref();
port.on('message', (message: ToSendThread) => {
  if (message.type === 'send') runner.add(message.item);
  else runner.halt(message.lanePrefix);
});
