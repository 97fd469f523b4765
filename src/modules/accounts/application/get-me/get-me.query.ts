export class GetMeQuery {
  constructor(readonly userId: string) {}
}
