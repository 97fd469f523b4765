/**
 * Compile-time check for the server side (src/modules/<module>/http/<module>.api-contract.ts):
 * Answers<Contract, Server> compiles only when the server's type gives every field the
 * contract promises, with a compatible type. The server may answer more than the SPA reads,
 * never less nor different. For a union the SPA lists in full (statuses), check both ways.
 */
export type Answers<Contract, Server extends Contract> = Server;

/** What a server method resolves to: Answers<Me, ResolvedBy<MeReader['of']>>. */
export type ResolvedBy<Method> = Method extends (...args: never[]) => Promise<infer Answer> ? Answer : never;

/**
 * For a list the SPA offers in full (status filters, field types): NoneMissing<Exclude<Union,
 * Listed>> compiles only when the list names every member of the contract's union.
 */
export type NoneMissing<Missing extends never> = Missing;
