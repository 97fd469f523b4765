import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import type { UploadKind } from '../../domain/upload.events';
import { UPLOADS, UploadView } from '../../projections/uploads.projection';

/** An upload that exists now, as another module may check it before pointing at it. */
export interface UploadedFile {
  path: string;
  ownerId: string;
  kind: UploadKind;
}

/**
 * The files that exist now, by public path. An upload answers only once it is projected, so a
 * path the API has just answered is found; a deleted file is not.
 */
@Injectable()
export class UploadReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async byPaths(paths: readonly string[]): Promise<Map<string, UploadedFile>> {
    const wanted = [...new Set(paths)];
    if (wanted.length === 0) return new Map();
    const found = await this.store.collection<UploadView>(UPLOADS).find({ path: { $in: wanted } });
    return new Map(found.map((u) => [u.path, { path: u.path, ownerId: u.ownerId, kind: u.kind }]));
  }
}
