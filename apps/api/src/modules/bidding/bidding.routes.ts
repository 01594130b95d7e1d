import type { FastifyInstance } from 'fastify';
import { bidding } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function biddingRoutes(app: FastifyInstance, { services }: AppDeps) {
  route(app, bidding.bidConfirm, async ({ body, user }) => {
    const r = await services.bidding.placeBid(user!, {
      id: body.id,
      masterId: body.master_id,
      amount: body.wsprice,
      hardBid: body.hard_bid === 1,
      idempotencyKey: body.idempotency_key,
    });
    return {
      status: 'success',
      message: 'Bid placed successfully',
      data: {
        receipt: { sequence: r.sequence, accepted_at: r.acceptedAt.toISOString(), amount: r.amount, max_amount: r.maxAmount },
        wprice: r.price,
        next_bid: r.nextBid,
        bid_count: r.bidCount,
        bidtopstatus: r.leads === null ? '' : r.leads ? 'winner' : 'outbid',
        date_closed: r.dateClosed.toISOString(),
      },
    };
  });

  route(app, bidding.uploadBidCsv, async ({ files, body }) => {
    const r = await services.bulkBids.readStandardUpload(files, body.project_id);
    return { status: 'success', msgdata: 'File read', csvfile: r.csvfile, bidamount: r.amount };
  });

  route(app, bidding.uploadBidCsvLineItem, async ({ files, body }) => {
    const r = await services.bulkBids.previewLineItemUpload(files, body.project_id);
    return { status: 'success', msgdata: r.msgdata, csvfile: r.csvfile, productBidArray: r.rows };
  });

  route(app, bidding.bulkBidConfirm, async ({ body, user }) => {
    const results = await services.bulkBids.confirm(user!, body.project_id, body.rows);
    const accepted = results.filter((r) => r.status === 'accepted').length;
    return { status: 'success', message: `${accepted} of ${results.length} bids placed`, data: { results } };
  });

  route(app, bidding.downloadBidStatus, async ({ params, user }) => ({
    status: 'success',
    data: { filePath: await services.bulkBids.bidStatusFile(user!, params.id) },
  }));

  route(app, bidding.cancelBid, async ({ params }) => {
    await services.bidding.cancelBid(params.id);
    return { status: 'success', message: 'Bid cancelled' };
  });
}
