import type { EventStore } from '../event-store/event-store.port';
import type { JobHandler, JobOptions, JobQueue } from '../jobs/job-queue.port';
import type { Mailer, MailMessage } from '../mail/mailer.port';
import type { Metrics } from './metrics';

/*
 * The counters of appends, jobs and mail, kept at the ports so every adapter (SQLite or
 * EventStoreDB, in-process or BullMQ, outbox or SMTP) and every caller is counted in one
 * place. PlatformModule applies these to the adapters it creates. Each replaces the
 * counted methods on the adapter itself, so the adapter stays the same object (its other
 * methods, and whatever the port gains later, are untouched) and a call costs one `then`.
 */

/** Counts the events of every acknowledged append. */
export function meterEventStore<T extends EventStore>(store: T, metrics: Metrics): T {
  const append = store.append.bind(store);
  store.append = (streamId, events, expected) =>
    append(streamId, events, expected).then((result) => {
      metrics.eventsAppended.inc(events.length);
      return result;
    });
  return store;
}

/** Counts enqueues that queued a job, and the outcome of every attempt of a registered handler. */
export function meterJobQueue<T extends JobQueue>(queue: T, metrics: Metrics): T {
  const enqueue = queue.enqueue.bind(queue);
  const register = queue.register.bind(queue);
  queue.enqueue = <P>(jobName: string, jobId: string, payload: P, options?: JobOptions) =>
    enqueue(jobName, jobId, payload, options).then((queued) => {
      if (queued) metrics.jobsEnqueued.inc({ job: jobName });
      return queued;
    });
  queue.register = <P>(jobName: string, handler: JobHandler<P>, options?: { concurrency?: number }) =>
    register<P>(
      jobName,
      (payload, context) =>
        handler(payload, context).then(
          () => metrics.jobsCompleted.inc({ job: jobName }),
          (err: unknown) => {
            metrics.jobsFailed.inc({ job: jobName });
            throw err;
          },
        ),
      options,
    );
  return queue;
}

/** Counts each message handed to the SMTP server or written to the outbox, and each refused. */
export function meterMailer<T extends Mailer>(mailer: T, metrics: Metrics): T {
  const send = mailer.send.bind(mailer);
  mailer.send = (message: MailMessage) =>
    send(message).then(
      (result) => {
        metrics.mailDeliveries.inc({ adapter: mailer.name, outcome: 'sent' });
        return result;
      },
      (err: unknown) => {
        metrics.mailDeliveries.inc({ adapter: mailer.name, outcome: 'failed' });
        throw err;
      },
    );
  return mailer;
}
