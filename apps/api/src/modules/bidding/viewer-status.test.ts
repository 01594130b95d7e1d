import { describe, expect, it } from 'vitest';
import { lineItemViewerStatus, lotViewerStatus, sameBidder, type ViewerStatusInput } from './viewer-status.js';

const alice = { userId: 1, companyId: 10 };
const aliceColleague = { userId: 2, companyId: 10 };
const bob = { userId: 3, companyId: 20 };

const input = (overrides: Partial<ViewerStatusInput>): ViewerStatusInput => ({
  auctionType: 'live',
  status: 'open',
  top: alice,
  reserveMet: true,
  viewer: alice,
  viewerHasBid: true,
  ...overrides,
});

describe('sameBidder', () => {
  it('matches the same user', () => {
    expect(sameBidder({ userId: 5, companyId: null }, { userId: 5, companyId: null })).toBe(true);
  });

  it('matches members of the same company', () => {
    expect(sameBidder(alice, aliceColleague)).toBe(true);
  });

  it('does not match users without a company, or with company 0', () => {
    expect(sameBidder({ userId: 5, companyId: null }, { userId: 6, companyId: null })).toBe(false);
    expect(sameBidder({ userId: 5, companyId: 0 }, { userId: 6, companyId: 0 })).toBe(false);
  });

  it('does not match different users of different companies', () => {
    expect(sameBidder(alice, bob)).toBe(false);
  });
});

describe('lotViewerStatus', () => {
  it('shows nothing to a guest', () => {
    expect(lotViewerStatus(input({ viewer: null }))).toBeNull();
  });

  it('is winner for the leader and for a member of the leader company', () => {
    expect(lotViewerStatus(input({}))).toBe('winner');
    expect(lotViewerStatus(input({ viewer: aliceColleague }))).toBe('winner');
  });

  it('is outbid for a bidder who does not lead', () => {
    expect(lotViewerStatus(input({ viewer: bob }))).toBe('outbid');
  });

  it('shows nothing to a viewer who has not bid', () => {
    expect(lotViewerStatus(input({ viewer: bob, viewerHasBid: false }))).toBeNull();
  });

  it('shows nothing on an open sealed lot, leading or not', () => {
    expect(lotViewerStatus(input({ auctionType: 'sealed' }))).toBeNull();
    expect(lotViewerStatus(input({ auctionType: 'sealed', viewer: bob }))).toBeNull();
  });

  it('is won for the winner and their company once sold', () => {
    expect(lotViewerStatus(input({ status: 'sold' }))).toBe('won');
    expect(lotViewerStatus(input({ status: 'sold', viewer: aliceColleague, viewerHasBid: true }))).toBe('won');
    expect(lotViewerStatus(input({ status: 'sold', auctionType: 'sealed' }))).toBe('won');
  });

  it('is lost for another bidder once sold, and for every bidder once closed unsold', () => {
    expect(lotViewerStatus(input({ status: 'sold', viewer: bob }))).toBe('lost');
    expect(lotViewerStatus(input({ status: 'closed', top: null }))).toBe('lost');
    expect(lotViewerStatus(input({ status: 'closed', top: alice }))).toBe('lost');
  });

  it('shows nothing after the close to a viewer who never bid', () => {
    expect(lotViewerStatus(input({ status: 'sold', viewer: bob, viewerHasBid: false }))).toBeNull();
    expect(lotViewerStatus(input({ status: 'closed', viewer: bob, viewerHasBid: false }))).toBeNull();
  });
});

describe('lineItemViewerStatus', () => {
  it('is highest for the leader while the reserve is not met', () => {
    expect(lineItemViewerStatus(input({ reserveMet: false }))).toBe('highest');
  });

  it('is winning for the leader once the reserve is met', () => {
    expect(lineItemViewerStatus(input({ reserveMet: true }))).toBe('winning');
    expect(lineItemViewerStatus(input({ viewer: aliceColleague }))).toBe('winning');
  });

  it('is losing for an outbid bidder', () => {
    expect(lineItemViewerStatus(input({ viewer: bob }))).toBe('losing');
  });

  it('is won or lost at the close', () => {
    expect(lineItemViewerStatus(input({ status: 'sold' }))).toBe('won');
    expect(lineItemViewerStatus(input({ status: 'sold', viewer: bob }))).toBe('lost');
    expect(lineItemViewerStatus(input({ status: 'closed', top: null }))).toBe('lost');
  });

  it('shows nothing to a guest or a viewer who has not bid', () => {
    expect(lineItemViewerStatus(input({ viewer: null }))).toBeNull();
    expect(lineItemViewerStatus(input({ viewer: bob, viewerHasBid: false }))).toBeNull();
  });
});
