import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/ddd/clock';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { drawStream } from '../../draws/domain/draw.events';
import { EntrantSet } from '../../entries/entries.public';
import { entryStream } from '../../entries/domain/entry.events';
import { foldGiveaway } from '../../giveaways/giveaways.public';
import { giveawayStream } from '../../giveaways/domain/giveaway.events';
import { BACKUP_GIVEAWAYS, BackupGiveawayView } from '../projections/creator-giveaways.projection';
import { BackedUpEvent, BackupFile, GiveawayPart, sealBackup } from './backup-file';

/**
 * The draw's events a backup keeps: the receipts and the replacements. DrawCommitted stays
 * out: it holds the salt and the server seed, which nobody may read before the draw.
 */
const RECEIPT_TYPES = new Set(['WinnersDrawn', 'WinnerReplaced']);

/** Entry streams read at a time: enough to keep the store busy, not so many that a big giveaway floods it. */
const ENTRY_READS_AT_ONCE = 50;

/**
 * The event's data as a backup may hold it: a version-2 publication keeps its salt's
 * commitment but not the salt, secret until the draw (the receipt reveals it then).
 */
function withoutSecrets(e: RecordedEvent): Record<string, unknown> {
  const data = e.data as { registro?: { versao: number; saltCommitment: string } };
  if (e.type !== 'GiveawayPublished' || !data.registro) return e.data as Record<string, unknown>;
  return { ...data, registro: { versao: data.registro.versao, saltCommitment: data.registro.saltCommitment } };
}

const backedUp = (e: RecordedEvent): BackedUpEvent => ({
  id: e.id,
  type: e.type,
  data: withoutSecrets(e),
  revision: e.revision,
  position: e.position,
  at: e.metadata.at,
  userId: e.metadata.userId ?? null,
});

/**
 * A creator's backup, consistent as of one log position: the head when the backup starts.
 * Every stream is read from the event store and cut at that position, so events written
 * while it runs are left out whole, never half-included.
 */
@Injectable()
export class GiveawayBackups {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly projections: ProjectionsService,
    private readonly entrants: EntrantSet,
    private readonly clock: Clock,
  ) {}

  async of(criadorId: string): Promise<BackupFile> {
    const posicao = await this.events.headPosition();
    // The list of giveaways and of entrants comes from read models: let them reach the position first.
    await this.projections.waitFor(posicao);
    const rows = await this.store.collection<BackupGiveawayView>(BACKUP_GIVEAWAYS).find({ criadorId, deleted: false, position: { $lte: posicao } }, { sort: { position: 1 } });
    const parts: Array<{ part: GiveawayPart; titulo: string; status: string }> = [];
    for (const row of rows) {
      const part = await this.partOf(row._id, posicao);
      if (part) parts.push(part);
    }
    return sealBackup({ criadorId, geradoEm: this.clock.now().toISOString(), posicao }, parts);
  }

  private async upTo(streamId: string, posicao: number): Promise<RecordedEvent[]> {
    return (await this.events.readStream(streamId)).filter((e) => e.position <= posicao);
  }

  private async partOf(giveawayId: string, posicao: number): Promise<{ part: GiveawayPart; titulo: string; status: string } | null> {
    const eventos = await this.upTo(giveawayStream(giveawayId), posicao);
    const lifecycle = foldGiveaway(eventos);
    if (!lifecycle.exists || lifecycle.deleted || !lifecycle.content) return null;
    const { entrants } = await this.entrants.before(giveawayId, posicao + 1);
    const inscricoes: GiveawayPart['inscricoes'] = [];
    for (let i = 0; i < entrants.length; i += ENTRY_READS_AT_ONCE) {
      const batch = entrants.slice(i, i + ENTRY_READS_AT_ONCE);
      const streams = await Promise.all(batch.map((e) => this.upTo(entryStream(giveawayId, e.participantId), posicao)));
      batch.forEach((e, j) => inscricoes.push({ entryId: e.entryId, participanteId: e.participantId, eventos: streams[j].map(backedUp) }));
    }
    const recibos = (await this.upTo(drawStream(giveawayId), posicao)).filter((e) => RECEIPT_TYPES.has(e.type)).map(backedUp);
    return {
      part: { giveawayId, eventos: eventos.map(backedUp), inscricoes, recibos },
      titulo: lifecycle.content.titulo,
      // Drawn is the draws' word, not the giveaway stream's: its fold stops at Encerrado.
      status: recibos.some((e) => e.type === 'WinnersDrawn') ? 'Realizado' : lifecycle.status,
    };
  }
}
