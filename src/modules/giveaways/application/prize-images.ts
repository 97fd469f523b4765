import type { UploadReader } from '../../uploads/uploads.public';
import type { UploadFacts } from '../domain/giveaway.decider';

/** What the decider needs to judge the prize images a command names (the rule is the decider's). */
export async function prizeImageFacts(uploads: UploadReader, images: readonly (string | null)[] | undefined): Promise<UploadFacts> {
  const paths = (images ?? []).filter((path): path is string => path !== null);
  const found = await uploads.byPaths(paths);
  return Object.fromEntries([...found].map(([path, file]) => [path, { ownerId: file.ownerId, image: file.kind === 'image' }]));
}
