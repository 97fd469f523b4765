import { Injectable, Logger } from '@nestjs/common';
import { PersonalDataCipher } from '../../../platform/personal-data/personal-data-cipher';
import type { ForgetPersonJob } from '../reactors/forget-person.reactor';
import { ReadStoreForgetting } from './read-store-forgetting';

/**
 * The durable half of an erasure: the key is destroyed again (a no-op unless the process died
 * between recording AccountErased and destroying it), then the read models are rebuilt, so the
 * snapshot and journal of the embedded read store are written anew without the person.
 */
@Injectable()
export class ForgetPerson {
  private readonly logger = new Logger('PersonalData');

  constructor(
    private readonly cipher: PersonalDataCipher,
    private readonly forgetting: ReadStoreForgetting,
  ) {}

  async run(job: ForgetPersonJob): Promise<void> {
    await this.cipher.destroy(job.userId, new Date(job.at));
    const rebuilt = await this.forgetting.request();
    if (!rebuilt) {
      this.logger.warn('Conta excluída: este processo não projeta; rode `npm run projections:rebuild` para o armazenamento de leitura esquecer a pessoa');
    }
  }
}
