import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import type { RestoredCopy, RestoreOutcome } from '@sorteios/api-contract';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { createValidationPipe } from '../../../platform/http/validation.pipe';
import { ChangeGiveawayCommand, CreateGiveawayCommand, CreateGiveawayDto, foldGiveaway } from '../../giveaways/giveaways.public';
import { UploadReader } from '../../uploads/uploads.public';
import { backupErrors } from '../../../platform/backup-files/backup-file.errors';
import { openBackup } from './backup-file';


const validation = createValidationPipe();

/**
 * Restores a backup as new drafts: each giveaway's content, as it stood at the backup's
 * position, becomes a new giveaway (a new id and stream) through the ordinary create command,
 * so the decider and the plan's limits decide it as any new draft. The originals' streams are
 * never read or written; entries and receipts stay in the file as a record and are not
 * re-created (a draft has no entries, and a receipt belongs to the draw that made it).
 */
@Injectable()
export class RestoreGiveaways {
  private readonly logger = new Logger(RestoreGiveaways.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly uploads: UploadReader,
  ) {}

  async restore(bytes: Buffer, userId: string, meta: CommandMetadata): Promise<RestoreOutcome> {
    const file = openBackup(bytes, userId);
    // Everything is checked before anything is written.
    const drafts = await Promise.all(
      file.sorteios.map(async (part) => {
        const content = foldGiveaway(part.eventos).content;
        if (!content) throw backupErrors.invalid(`o sorteio ${part.giveawayId} não tem conteúdo.`);
        const input = {
          titulo: content.titulo,
          descricao: content.descricao,
          premios: content.premios,
          premiosImagens: await this.prizeImagesStillThere(content.premiosImagens ?? [], userId),
          imagemUrl: content.imagemUrl,
          dataSorteio: content.dataSorteio,
          numeroVencedores: content.numeroVencedores,
          regulamento: content.regulamento,
          camposFormulario: content.camposFormulario,
          aleatoriedadePublica: content.aleatoriedadePublica ?? null,
          exigirEmailConfirmado: content.exigirEmailConfirmado ?? false,
        };
        try {
          await validation.transform(input, { type: 'body', metatype: CreateGiveawayDto });
        } catch (error) {
          if (!(error instanceof BadRequestException)) throw error;
          const fields = (error.getResponse() as { fields?: Record<string, string[]> }).fields ?? {};
          throw backupErrors.invalid(`o sorteio “${content.titulo}” tem campos inválidos.`, fields);
        }
        return { origemId: part.giveawayId, input };
      }),
    );
    const restauracaoId = randomUUID();
    const copyMeta = { ...meta, userId, correlationId: restauracaoId };
    const made: RestoredCopy[] = [];
    try {
      for (const { origemId, input } of drafts) {
        const { id } = await this.commands.execute<CreateGiveawayCommand, { id: string }>(new CreateGiveawayCommand(input, copyMeta));
        made.push({ origemId, giveawayId: id, titulo: input.titulo, status: 'Rascunho' });
      }
    } catch (error) {
      // A copy the plan refuses (more winners or fields than it allows) stops the restore:
      // the drafts made before it are deleted again, so a restore is all or nothing.
      await this.undo(made, copyMeta);
      throw error;
    }
    return { restauracaoId, sorteios: made };
  }

  /**
   * The prize images of the copy: the ones still among the person's uploads. A prize image
   * deleted since the backup leaves its prize without one, rather than refusing the restore.
   */
  private async prizeImagesStillThere(images: (string | null)[], userId: string): Promise<(string | null)[]> {
    const found = await this.uploads.byPaths(images.filter((path): path is string => path !== null));
    return images.map((path) => {
      const upload = path === null ? undefined : found.get(path);
      return upload && upload.kind === 'image' && upload.ownerId === userId ? path : null;
    });
  }

  private async undo(made: RestoredCopy[], meta: CommandMetadata & { userId: string }): Promise<void> {
    for (const copy of made) {
      try {
        await this.commands.execute(new ChangeGiveawayCommand(copy.giveawayId, { type: 'DeleteGiveaway', motivo: 'Restauração interrompida', actorId: meta.userId, isAdmin: false }, meta));
      } catch (error) {
        this.logger.error({ err: error, giveawayId: copy.giveawayId }, 'Não foi possível desfazer a cópia de uma restauração interrompida');
      }
    }
  }
}
