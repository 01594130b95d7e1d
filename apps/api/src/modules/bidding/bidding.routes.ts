import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { bidLog, bidding } from '@gavel/contract';
import { consoleScope, route } from '../../platform/http/route.js';
import { createBidLogService } from './bid-log.service.js';
import type { AppDeps } from '../../platform/deps.js';
import { createUrlSigner } from '../../platform/files/signed-url.js';

/** The arrival ticket of each bid request (bid-queue.ts), stamped before anything can reorder it. */
const tickets = new WeakMap<IncomingMessage, number>();

export function biddingRoutes(app: FastifyInstance, { services, config, db }: AppDeps) {
  // The raw server's first listener: runs as the request reaches the process, before
  // authentication and body parsing (whose I/O could let a later bid overtake this one).
  const bidPath = bidding.bidConfirm.url;
  app.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || !req.url || (req.url !== bidPath && !req.url.startsWith(`${bidPath}?`))) return;
    const ticket = services.bidding.arrivals.stamp();
    tickets.set(req, ticket);
    // Refused before the queue (auth, validation, rate limit) or answered: no longer on its way.
    res.once('close', () => services.bidding.arrivals.settle(ticket));
  });

  route(app, bidding.bidConfirm, async ({ body, user, req }) => {
    const r = await services.bidding.placeBid(
      user!,
      {
        id: body.id,
        masterId: body.master_id,
        amount: body.wsprice,
        hardBid: body.hard_bid === 1,
        idempotencyKey: body.idempotency_key,
      },
      tickets.get(req.raw),
    );
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

  route(app, bidding.uploadBidCsv, async ({ files, body, user }) => {
    const r = await services.bulkBids.readStandardUpload(files, body.project_id, user!.id);
    return { status: 'success', msgdata: 'File read', csvfile: r.csvfile, bidamount: r.amount };
  });

  route(app, bidding.uploadBidCsvLineItem, async ({ files, body, user }) => {
    const r = await services.bulkBids.previewLineItemUpload(files, body.project_id, user!.id);
    return { status: 'success', msgdata: r.msgdata, csvfile: r.csvfile, productBidArray: r.rows };
  });

  route(app, bidding.bulkBidConfirm, async ({ body, user }) => {
    const results = await services.bulkBids.confirm(user!, body.project_id, body.rows);
    const accepted = results.filter((r) => r.status === 'accepted').length;
    return { status: 'success', message: `${accepted} of ${results.length} bids placed`, data: { results } };
  });

  // A private file: the link is signed for this user and short-lived (modules/private-files).
  const signer = createUrlSigner(config.FILE_URL_SECRET);
  route(app, bidding.downloadBidStatus, async ({ params, user }) => ({
    status: 'success',
    data: { filePath: signer.sign(await services.bulkBids.bidStatusFile(user!, params.id), user!.id) },
  }));

  route(app, bidding.cancelBid, async ({ params, user }) => {
    await services.bidding.cancelBid(params.id, user!.id);
    return { status: 'success', message: 'Bid cancelled' };
  });

  // The console's bid log, its CSV export and the hash-chain check (bid-log.service.ts).
  const log = createBidLogService(db);
  route(app, bidLog.getBidLog, async ({ params, user }) => ({ status: 'success', data: await log.log(consoleScope(user!), params.id) }));
  route(app, bidLog.exportBidLog, async ({ params, user }) => ({ status: 'success', data: await log.exportCsv(consoleScope(user!), params.id) }));
  route(app, bidLog.verifyBidLog, async ({ params, user }) => ({
    status: 'success',
    data: { report: await log.verify(consoleScope(user!), params.id) },
  }));
}
