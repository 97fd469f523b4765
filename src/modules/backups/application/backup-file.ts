import { z } from 'zod';
import { backupErrors } from '../../../platform/backup-files/backup-file.errors';
import { checkFormat, parseJsonFile, sha256Of } from '../../../platform/backup-files/sealed-file';

/** What a backup file says it is: anything else (another product's JSON, a future version) is refused before its shape is read. */
export const BACKUP_FORMAT = 'sorteios-backup';
export const BACKUP_VERSION = 1;
const NOTHING_RESTORED = 'Nada foi restaurado.';

/** An event as the backup keeps it: what was decided, when, by whom, and where it sat in the log. */
const recordedSchema = z.object({
  id: z.string(),
  type: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
  revision: z.number().int().min(0),
  position: z.number().int().min(0),
  at: z.string(),
  userId: z.string().nullable(),
});
export type BackedUpEvent = z.infer<typeof recordedSchema>;

const partSchema = z.object({
  giveawayId: z.string().min(1),
  eventos: z.array(recordedSchema).min(1),
  inscricoes: z.array(z.object({ entryId: z.string(), participanteId: z.string(), eventos: z.array(recordedSchema) })),
  recibos: z.array(recordedSchema),
});
export type GiveawayPart = z.infer<typeof partSchema>;

const manifestSchema = z.object({
  formato: z.literal(BACKUP_FORMAT),
  versao: z.literal(BACKUP_VERSION),
  criadorId: z.string().min(1),
  geradoEm: z.string(),
  posicao: z.number().int().min(0),
  sorteios: z.array(
    z.object({
      giveawayId: z.string().min(1),
      titulo: z.string(),
      status: z.string(),
      eventos: z.number().int().min(0),
      inscricoes: z.number().int().min(0),
      recibos: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

const fileSchema = z.object({ manifesto: manifestSchema, sorteios: z.array(partSchema), sha256: z.string() });
export type BackupFile = z.infer<typeof fileSchema>;

/**
 * The file: each part's sum goes into the manifest, and the whole file's sum is the sum of
 * the manifest, so it covers every part through their sums.
 */
export function sealBackup(manifest: Omit<BackupManifest, 'formato' | 'versao' | 'sorteios'>, parts: Array<{ part: GiveawayPart; titulo: string; status: string }>): BackupFile {
  const manifesto: BackupManifest = {
    formato: BACKUP_FORMAT,
    versao: BACKUP_VERSION,
    ...manifest,
    sorteios: parts.map(({ part, titulo, status }) => ({
      giveawayId: part.giveawayId,
      titulo,
      status,
      eventos: part.eventos.length,
      inscricoes: part.inscricoes.length,
      recibos: part.recibos.length,
      sha256: sha256Of(part),
    })),
  };
  return { manifesto, sorteios: parts.map((p) => p.part), sha256: sha256Of(manifesto) };
}

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `campo ${issue.path.join('.') || '(raiz)'} inválido` : 'formato inesperado';
};

/**
 * Reads a backup someone sent back, refusing it whole at the first problem: not JSON or not a
 * backup, another version, a sum that does not match (corrupt or edited), or another person's.
 */
export function openBackup(bytes: Buffer, userId: string): BackupFile {
  const raw = parseJsonFile(bytes);
  checkFormat(raw, BACKUP_FORMAT, BACKUP_VERSION);
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) throw backupErrors.invalid(`${firstIssue(parsed.error)}.`);
  const file = parsed.data;
  // The sums are checked on the file as sent: the schema drops unknown fields, and a field
  // added by hand is a change too.
  const sent = raw as { manifesto: unknown; sorteios: unknown[] };
  if (sha256Of(sent.manifesto) !== file.sha256) throw backupErrors.checksumMismatch('do arquivo inteiro', NOTHING_RESTORED);
  if (file.manifesto.sorteios.length !== file.sorteios.length) throw backupErrors.checksumMismatch('do manifesto', NOTHING_RESTORED);
  file.sorteios.forEach((part, i) => {
    const listed = file.manifesto.sorteios[i];
    if (listed.giveawayId !== part.giveawayId || sha256Of(sent.sorteios[i]) !== listed.sha256) throw backupErrors.checksumMismatch(`do sorteio “${listed.titulo}”`, NOTHING_RESTORED);
  });
  if (file.manifesto.criadorId !== userId) throw backupErrors.notOwner();
  for (const part of file.sorteios) {
    const created = part.eventos[0];
    if (created.type !== 'GiveawayCreated' || created.data.criadorId !== userId || created.data.giveawayId !== part.giveawayId) throw backupErrors.notOwner();
  }
  return file;
}
