export const creatorMessages = {} as const;
