// Under 'me': the app drops every ['me', …] query when the session ends, so the next person
// in this tab never sees another person's connection or posts.
export const instagramKey = ['me', 'instagram'] as const;
export const instagramMediaKey = [...instagramKey, 'media'] as const;
