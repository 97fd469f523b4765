export const participationMessages = {} as const;
