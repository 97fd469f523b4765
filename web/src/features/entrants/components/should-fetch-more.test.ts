import { FETCH_AHEAD_ROWS, shouldFetchMore } from './should-fetch-more';

const state = { lastRenderedIndex: 10, loadedCount: 100, hasNextPage: true, isFetching: false };

describe('shouldFetchMore', () => {
  it('waits while the rows in view are far from the end of what is loaded', () => {
    expect(shouldFetchMore(state)).toBe(false);
  });

  it(`asks for the next page once the rows in view come within ${FETCH_AHEAD_ROWS} of the end`, () => {
    expect(shouldFetchMore({ ...state, lastRenderedIndex: 99 - FETCH_AHEAD_ROWS })).toBe(true);
    expect(shouldFetchMore({ ...state, lastRenderedIndex: 99 - FETCH_AHEAD_ROWS - 1 })).toBe(false);
  });

  it('does not ask twice while a page is on its way, nor when there is no next page', () => {
    expect(shouldFetchMore({ ...state, lastRenderedIndex: 99, isFetching: true })).toBe(false);
    expect(shouldFetchMore({ ...state, lastRenderedIndex: 99, hasNextPage: false })).toBe(false);
  });

  it('does nothing before any row is rendered', () => {
    expect(shouldFetchMore({ ...state, lastRenderedIndex: -1, loadedCount: 0 })).toBe(false);
  });
});
