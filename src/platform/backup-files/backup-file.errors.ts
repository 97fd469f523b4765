import { DomainError } from '../ddd/domain-error';

/** Every refusal of a backup (a creator's giveaways, the content pages) leaves nothing restored or imported. */
export const backupErrors = {
  noFile: () => new DomainError('NO_FILE', 'Envie o arquivo de backup no campo file.'),
  notJson: () => new DomainError('UNSUPPORTED_FILE_TYPE', 'O arquivo não é um JSON: envie o arquivo baixado do Sorteios.'),
  invalid: (detail: string, fields?: Record<string, string[]>) => new DomainError('BACKUP_INVALID', `O arquivo não é um backup válido: ${detail}`, fields ? { fields } : undefined),
  versionUnsupported: (formato: unknown, versao: unknown) =>
    new DomainError('BACKUP_VERSION_UNSUPPORTED', `Versão de backup não suportada (${String(formato)} v${String(versao)}). Gere um novo backup nesta versão do Sorteios.`),
  /** `outcome` says what did not happen: "Nada foi restaurado." or "Nada foi importado.". */
  checksumMismatch: (where: string, outcome: string) =>
    new DomainError('BACKUP_CHECKSUM_MISMATCH', `O arquivo está corrompido ou foi alterado: a soma SHA-256 ${where} não confere. ${outcome}`),
  notOwner: () => new DomainError('BACKUP_NOT_OWNER', 'Este backup é de sorteios de outra pessoa. Só é possível restaurar os seus próprios sorteios.'),
  tooLarge: (maxMb: number) => new DomainError('FILE_TOO_LARGE', `O arquivo passa do limite de ${maxMb} MB.`),
};
