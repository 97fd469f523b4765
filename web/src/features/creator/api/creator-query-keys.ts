// Under 'me' on purpose: the app drops every ['me', …] query when the session ends, so the
// next user of this tab never sees these drafts.
export const myGiveawaysKey = ['me', 'giveaways'] as const;
export const myGiveawayKey = (id: string) => ['me', 'giveaway', id] as const;
export const myTemplatesKey = ['me', 'templates'] as const;
