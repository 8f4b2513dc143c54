// Limits the services keep whatever the caller asks for.

/** A list asked for without paging still stops here. */
export const UNPAGED_CAP = 500;
