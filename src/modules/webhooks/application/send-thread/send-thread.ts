import { Logger } from '@nestjs/common';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../../../platform/threads/start-worker';
import type { FromSendThread, SendItem, ToSendThread } from './send-protocol';

/**
 * The thread that makes the deliveries' HTTP requests (lane-runner.ts), started on the first
 * item. Why a thread: a lane waits for each answer before the next send, and on the API's
 * busy event loop an answer waited tens of milliseconds to be read (docs/webhooks.md).
 */
export class SendThread {
  private readonly logger = new Logger('Webhooks');
  private worker: Worker | null = null;

  constructor(
    private readonly allowPrivateNetworks: boolean,
    private readonly onReply: (message: FromSendThread) => void,
    /** The thread ended unexpectedly: what it held got no reply. */
    private readonly onLost: () => void,
  ) {}

  send(item: SendItem): void {
    this.post({ type: 'send', item });
  }

  halt(lanePrefix: string): void {
    if (this.worker) this.post({ type: 'halt', lanePrefix });
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private post(message: ToSendThread): void {
    this.worker ??= this.start();
    this.worker.postMessage(message);
  }

  private start(): Worker {
    const worker = startWorker(__dirname, 'webhook-send.worker', { allowPrivateNetworks: this.allowPrivateNetworks });
    worker.on('message', this.onReply);
    worker.on('error', (err) => this.logger.error({ err }, 'A thread de envio de webhooks falhou'));
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.onLost();
    });
    return worker;
  }
}
