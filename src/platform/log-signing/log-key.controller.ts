import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LogKeyAnswerDoc } from './log-key.api-docs';
import { LogSigner } from './log-signer';

@ApiTags('draws')
@Controller('log-key')
export class LogKeyController {
  constructor(private readonly signer: LogSigner) {}

  @Get()
  // Changes only with a rotation (a restart with another LOG_SIGNING_KEY).
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'A chave pública Ed25519 do registro de inscrições (versão 2): verifica a assinatura de todo recibo de inscrição e de toda cabeça de árvore',
  })
  @ApiOkResponse({ type: LogKeyAnswerDoc })
  key() {
    return {
      algorithm: 'Ed25519' as const,
      keyId: this.signer.current.keyId,
      publicKey: this.signer.current.publicKey,
      publicKeyEncoding: 'base64 (32 bytes, chave Ed25519 crua, RFC 8032)',
      publicKeyPem: this.signer.current.publicKeyPem,
      keys: this.signer.keys,
    };
  }
}
