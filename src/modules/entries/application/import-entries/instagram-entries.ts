import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type CommandMetadata, StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { GiveawayCounts, GiveawayLifecycles, isPresent } from '../../../giveaways/giveaways.public';
import { Entitlements } from '../../../plans/plans.public';
import { entryErrors } from '../../domain/entry.errors';
import { entryStream, instagramParticipantId } from '../../domain/entry.events';
import { type InstagramEntrySkip, instagramEntryDecider, skipReasonOf } from '../../domain/instagram-entry.decider';

/** A comment that passed the import's rules. */
export interface InstagramEntrant {
  commentId: string;
  texto: string;
  comentadoEm: string;
  from: { id: string; username: string };
}

export interface InstagramEntriesOutcome {
  /** Comment ids that became entries, profile by profile. */
  importados: string[];
  /** The others, with why. */
  ignorados: Array<{ commentId: string; motivo: InstagramEntrySkip }>;
  /** Log position of the last entry written (0: none). */
  position: number;
}

/**
 * Records a page of Instagram comments as entries of origin `instagram` (issue 15), each on
 * its profile's own entry stream, decided like any entry (the giveaway open, the plan's limit).
 * The profiles of one page are appended at once: the SQLite store commits appends made in the
 * same tick in one transaction (one fsync), each still checked against its own stream's
 * revision, so a page of 100 costs about what one entry does. Near the plan's limit they go one
 * by one, so the limit is exact.
 */
@Injectable()
export class InstagramEntries {
  constructor(
    private readonly giveaways: GiveawayLifecycles,
    private readonly entitlements: Entitlements,
    private readonly counts: GiveawayCounts,
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  async record(
    input: {
      giveawayId: string;
      mediaId: string;
      umaEntradaPorPerfil: boolean;
      comments: InstagramEntrant[];
      /** The position of the caller's previous page (0: none): the plan's limit is counted once the read model has seen it. */
      afterPosition: number;
    },
    meta: CommandMetadata,
  ): Promise<InstagramEntriesOutcome> {
    const { giveawayId, mediaId, umaEntradaPorPerfil } = input;
    // The count below comes from the read model. Waiting for the previous page only (not this
    // one, after its appends) lets the projections work while the next page is fetched; the
    // limit can then be passed by at most a page, like entries in flight (docs/billing.md).
    if (input.afterPosition > 0) await this.projections.waitFor(input.afterPosition);
    // Read for each page (a few hundred per import): a close during the import stops it at once.
    const giveaway = await this.giveaways.of(giveawayId);
    if (!isPresent(giveaway)) throw entryErrors.giveawayNotFound();
    const [plan, inscritos] = await Promise.all([this.entitlements.of(giveaway.criadorId!), this.counts.entriesOf(giveawayId)]);
    const maximo = plan.limites.inscricoesPorSorteio;
    const profiles = byProfile(input.comments);
    const planned = [...profiles.values()].reduce((sum, p) => sum + (umaEntradaPorPerfil ? 1 : p.comments.length), 0);
    const decideFor = (profile: Profile, before: number) =>
      this.executor.execute(
        entryStream(giveawayId, instagramParticipantId(profile.userId)),
        instagramEntryDecider,
        {
          type: 'ImportInstagramComments',
          giveawayId,
          giveaway,
          mediaId,
          profile: { userId: profile.userId, username: profile.username },
          comments: profile.comments.map((c) => ({ commentId: c.commentId, texto: c.texto, comentadoEm: c.comentadoEm, entryId: randomUUID() })),
          umaEntradaPorPerfil,
          limiteInscricoes: { maximo, inscritos: before },
        },
        meta,
      );
    type Result = Awaited<ReturnType<typeof decideFor>>;
    const results: Result[] = [];
    if (maximo === null || inscritos + planned <= maximo) {
      const settled = await Promise.allSettled([...profiles.values()].map((p) => decideFor(p, inscritos)));
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      // Entries written beside a failure stand (they were decided on the same open giveaway);
      // the caller hears the failure, and a new import skips what is already in.
      if (failed) throw failed.reason;
      results.push(...settled.map((s) => (s as PromiseFulfilledResult<Result>).value));
    } else {
      let count = inscritos;
      for (const profile of profiles.values()) {
        const result = await decideFor(profile, count);
        count += result.events.length;
        results.push(result);
      }
    }
    const outcome: InstagramEntriesOutcome = { importados: [], ignorados: [], position: 0 };
    [...profiles.values()].forEach((profile, i) => {
      const { events, state } = results[i];
      const entered = new Set(events.map((e) => (e.type === 'EntrySubmitted' ? e.data.instagram?.commentId : undefined)).filter((id): id is string => !!id));
      if (events.length > 0) outcome.position = Math.max(outcome.position, results[i].position);
      for (const c of profile.comments) {
        const motivo = skipReasonOf(c.commentId, umaEntradaPorPerfil, state, entered);
        if (motivo) outcome.ignorados.push({ commentId: c.commentId, motivo });
        else outcome.importados.push(c.commentId);
      }
    });
    return outcome;
  }
}

interface Profile {
  userId: string;
  username: string;
  comments: InstagramEntrant[];
}

/** The page's comments by profile, in the order the profiles first appear; a repeated comment id once. */
function byProfile(comments: InstagramEntrant[]): Map<string, Profile> {
  const profiles = new Map<string, Profile>();
  const seen = new Set<string>();
  for (const c of comments) {
    if (seen.has(c.commentId)) continue;
    seen.add(c.commentId);
    const profile = profiles.get(c.from.id) ?? { userId: c.from.id, username: c.from.username, comments: [] };
    profile.comments.push(c);
    profiles.set(c.from.id, profile);
  }
  return profiles;
}
