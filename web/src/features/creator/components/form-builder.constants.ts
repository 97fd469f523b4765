/** nome and email hold positions 0 and 1; the creator's own fields start here. */
export const FIRST_MOVABLE = 2;
