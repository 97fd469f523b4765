import { Global, Module } from '@nestjs/common';
import { LogKeyController } from './log-key.controller';
import { LogSigner } from './log-signer';

/** Global: entries sign receipts and draws sign the final head with the same key. */
@Global()
@Module({
  controllers: [LogKeyController],
  providers: [LogSigner],
  exports: [LogSigner],
})
export class LogSigningModule {}
