import { fileTypeFromBuffer } from 'file-type';
import { AcceptedType, acceptedType } from '../../domain/upload-types';

/** By magic bytes only: a page renamed to foto.png is text, and is refused. */
export async function detectAcceptedType(content: Buffer): Promise<AcceptedType | null> {
  const detected = await fileTypeFromBuffer(content);
  return acceptedType(detected?.mime);
}
