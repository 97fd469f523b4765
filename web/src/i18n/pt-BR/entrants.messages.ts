export const entrantsMessages = {} as const;
