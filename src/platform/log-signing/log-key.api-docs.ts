import { ApiProperty } from '@nestjs/swagger';

export class LogPublicKeyDoc {
  @ApiProperty({ example: '3f1a9c0e5b7d2a41', description: 'Os 16 primeiros dígitos hexadecimais do SHA-256 da chave pública crua' })
  keyId!: string;
  @ApiProperty({ description: 'Chave pública Ed25519 crua (32 bytes) em base64' })
  publicKey!: string;
  @ApiProperty({ description: 'A mesma chave em PEM (SubjectPublicKeyInfo)' })
  publicKeyPem!: string;
  @ApiProperty({ enum: ['ativa', 'aposentada'], description: 'ativa assina as cabeças novas; aposentada só confere recibos antigos' })
  status!: 'ativa' | 'aposentada';
}

export class LogKeyAnswerDoc {
  @ApiProperty({ enum: ['Ed25519'] })
  algorithm!: 'Ed25519';
  @ApiProperty({ description: 'A chave que assina agora (keyId de toda cabeça assinada)' })
  keyId!: string;
  @ApiProperty({ description: 'Chave pública crua (32 bytes) em base64' })
  publicKey!: string;
  @ApiProperty({ description: 'Como publicKey está codificada' })
  publicKeyEncoding!: string;
  @ApiProperty({ description: 'A chave em PEM (SubjectPublicKeyInfo)' })
  publicKeyPem!: string;
  @ApiProperty({ type: [LogPublicKeyDoc], description: 'Todas as chaves publicadas: a ativa e as aposentadas depois de uma rotação' })
  keys!: LogPublicKeyDoc[];
}
