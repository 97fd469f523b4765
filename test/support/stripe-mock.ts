/** stripe-mock's URL (the jest global setup or .ci/run starts it), or why there is none. */
export const stripeMockUrl = process.env.STRIPE_MOCK_URL;
const skipReason = process.env.STRIPE_MOCK_SKIP_REASON ?? 'STRIPE_MOCK_URL is not set (test/support/start-stripe-mock.sh prints one)';

/** `describe` when stripe-mock runs; otherwise one skipped test whose name says why. */
export function describeWithStripeMock(name: string, suite: (url: string) => void): void {
  if (stripeMockUrl) describe(name, () => suite(stripeMockUrl));
  else it.skip(`${name}: skipped because ${skipReason}`, () => undefined);
}
